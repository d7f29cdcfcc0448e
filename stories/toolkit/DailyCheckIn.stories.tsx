import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { DailyCheckIn } from '../../ui/toolkit/DailyCheckIn';

const meta: Meta<typeof DailyCheckIn> = {
  title: 'Components/Toolkit/DailyCheckIn',
  component: DailyCheckIn,
  args: { mood: null, completed: false, onPick: fn() },
  parameters: { maxWidth: 640 },
};
export default meta;
type Story = StoryObj<typeof DailyCheckIn>;

export const Playground: Story = {};
export const Completed: Story = { args: { mood: 4, completed: true } };
export const CompletedStruggling: Story = { args: { mood: 1, completed: true } };
