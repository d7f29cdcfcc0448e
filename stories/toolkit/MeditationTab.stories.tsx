import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { MeditationTab } from '../../ui/toolkit/MeditationTab';

const meta: Meta<typeof MeditationTab> = {
  title: 'Toolkit/MeditationTab',
  component: MeditationTab,
  args: { onStart: fn(), onComplete: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof MeditationTab>;

export const FirstUse: Story = {};
export const ReadyToStart: Story = { args: { initialSeconds: 600 } };
export const Mobile: Story = {
  args: { initialSeconds: 300 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
