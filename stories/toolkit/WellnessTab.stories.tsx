import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { WellnessTab } from '../../ui/toolkit/WellnessTab';
import { addDays } from '../../domain/toolkit/calendar';
import { WELLNESS_HABITS } from '../../domain/toolkit/content';
import { NOW } from './fixtures';

const all = WELLNESS_HABITS.map((h) => h.id);
const week = Object.fromEntries(
  Array.from({ length: 7 }, (_, i) => [addDays(NOW, -i), all.filter((_, j) => (i + j) % 3 !== 0)]),
);

const meta: Meta<typeof WellnessTab> = {
  title: 'Toolkit/WellnessTab',
  component: WellnessTab,
  args: { habits: {}, onToggle: fn(), now: NOW },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof WellnessTab>;

export const FirstUse: Story = {};
export const InProgress: Story = { args: { habits: week } };
export const AllDoneToday: Story = { args: { habits: { ...week, [addDays(NOW, 0)]: all } } };
export const Mobile: Story = {
  args: { habits: week },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
