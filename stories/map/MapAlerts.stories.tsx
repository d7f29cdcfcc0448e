import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { MAP_TEXTS } from '../../contract/map';
import { MapAlerts } from '../../ui/map/MapAlerts';

const LOAD_FAILED = 'Some of the map could not be loaded. Please check your connection.';

/**
 * Above the map. With neither a location notice nor a data error it renders nothing, so that case
 * has no story.
 */
const meta: Meta<typeof MapAlerts> = {
  title: 'Components/Map/MapAlerts',
  component: MapAlerts,
  args: { locationNotice: MAP_TEXTS.locationFailed, dataError: null, onRetry: fn() },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The map shows the general area: the position could not be had. */
export const LocationNotice: Story = {};
/** A layer could not be loaded: 'Try again' loads it again. */
export const DataError: Story = { args: { locationNotice: null, dataError: LOAD_FAILED } };
export const Both: Story = { args: { dataError: LOAD_FAILED } };
