import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { LocationShare } from '../../ui/map/LocationShare';

const meta: Meta<typeof LocationShare> = {
  title: 'Components/Map/LocationShare',
  component: LocationShare,
  args: { shared: false, busy: false, error: null, onShare: fn(), onForget: fn() },
  parameters: { maxWidth: 420 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Compact: Story = { args: { compact: true } };
export const Checking: Story = { args: { shared: null } };
export const Sharing: Story = { args: { busy: true } };
export const Shared: Story = { args: { shared: true } };
export const Forgetting: Story = { args: { shared: true, busy: true } };
export const Error: Story = {
  args: { error: 'Unable to get your location. Map will show general area. Nothing was shared.' },
};
