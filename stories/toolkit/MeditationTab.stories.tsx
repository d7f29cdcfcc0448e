import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { MeditationTab } from '../../ui/toolkit/MeditationTab';

const meta: Meta<typeof MeditationTab> = {
  title: 'Components/Toolkit/MeditationTab',
  component: MeditationTab,
  args: { onStart: fn(), onComplete: fn() },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof MeditationTab>;

export const Playground: Story = {};
export const ReadyToStart: Story = { args: { initialSeconds: 600 } };
export const Mobile: Story = {
  args: { initialSeconds: 300 },
  tags: ['mobile'],
  ...mobile,
};
