import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { CenterCard } from '../../ui/help/CenterCard';
import { buildCenter } from '../../ui/help/fixtures';

const meta: Meta<typeof CenterCard> = {
  title: 'Components/Help/CenterCard',
  component: CenterCard,
  args: { center: buildCenter(), origin: null, onCall: fn(), onWebsite: fn() },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithDistance: Story = {
  args: { origin: { latitude: 37.7749, longitude: -122.4194 } },
};
export const Premium: Story = {
  args: { center: buildCenter({ priority_level: 2, logo_url: '', services: ['Inpatient'] }) },
};
export const NoBadgeNoWebsite: Story = {
  args: { center: buildCenter({ priority_level: 1, website: '', logo_url: '' }) },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
