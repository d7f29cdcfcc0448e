import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { WellnessTab } from '../../ui/toolkit/WellnessTab';
import { addDays } from '../../domain/toolkit/calendar';
import { WELLNESS_HABITS } from '../../domain/toolkit/content';
import { TOOLKIT_NOW } from '../../ui/fixtures';

const all = WELLNESS_HABITS.map((h) => h.id);
const week = Object.fromEntries(
  Array.from({ length: 7 }, (_, i) => [
    addDays(TOOLKIT_NOW, -i),
    all.filter((_, j) => (i + j) % 3 !== 0),
  ]),
);

const meta: Meta<typeof WellnessTab> = {
  title: 'Components/Toolkit/WellnessTab',
  component: WellnessTab,
  args: { habits: {}, onToggle: fn(), now: TOOLKIT_NOW },
  parameters: { maxWidth: 960 },
};
export default meta;
type Story = StoryObj<typeof WellnessTab>;

export const Playground: Story = {};
export const InProgress: Story = { args: { habits: week } };
export const AllDoneToday: Story = {
  args: { habits: { ...week, [addDays(TOOLKIT_NOW, 0)]: all } },
};
export const Mobile: Story = {
  args: { habits: week },
  tags: ['mobile'],
  ...mobile,
};
