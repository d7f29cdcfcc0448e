import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { PlaceCard } from '../../ui/admin/PlaceCard';

const meta: Meta<typeof PlaceCard> = {
  title: 'Components/Admin/PlaceCard',
  component: PlaceCard,
  args: {
    name: 'Harbor Light Recovery',
    statusLabel: 'On the map',
    tone: 'on',
    details: ['Rehabilitation Center', '1275 Market Street, San Francisco, CA 94103'],
    editedByModerator: false,
    removal: 'remove',
    busy: false,
    running: null,
    error: null,
    onEdit: fn(),
    onRemove: fn(),
    onRestore: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['on', 'waiting', 'off'] },
    removal: { control: 'inline-radio', options: ['remove', 'restore', null] },
  },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheMap: Story = {};
export const Removed: Story = {
  args: { statusLabel: 'Removed from map', tone: 'off', removal: 'restore' },
};
/** Waiting for review: decided in Suggested places, so only 'Edit'. */
export const Waiting: Story = {
  args: { statusLabel: 'Pending review', tone: 'waiting', removal: null },
};
export const EditedByModerator: Story = { args: { editedByModerator: true } };
export const Removing: Story = { args: { busy: true, running: 'remove' } };
export const Failed: Story = {
  args: { error: 'This resource is not on the map: approve or reject it in Suggested places.' },
};
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
