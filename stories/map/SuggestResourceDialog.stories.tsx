import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { SuggestResourceDialog } from '../../ui/map/SuggestResourceDialog';
import { FIXTURE_CENTER } from '../../ui/map/fixtures';

const meta: Meta<typeof SuggestResourceDialog> = {
  title: 'Components/Map/SuggestResourceDialog',
  component: SuggestResourceDialog,
  args: { open: true, position: FIXTURE_CENTER, onSubmit: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Sending: Story = { args: { busy: true } };
export const Error: Story = { args: { error: 'website must start with http:// or https://' } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
