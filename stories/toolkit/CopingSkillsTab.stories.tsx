import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { CopingSkillsTab } from '../../ui/toolkit/CopingSkillsTab';
import { COPING_SKILLS } from '../../domain/toolkit/content';

const meta: Meta<typeof CopingSkillsTab> = {
  title: 'Components/Toolkit/CopingSkillsTab',
  component: CopingSkillsTab,
  args: { usedToday: [], onUse: fn() },
  parameters: { maxWidth: 960 },
};
export default meta;
type Story = StoryObj<typeof CopingSkillsTab>;

export const Playground: Story = {};
export const SomeUsedToday: Story = { args: { usedToday: ['Call a Friend', 'Go for a Walk'] } };
export const AllUsedToday: Story = { args: { usedToday: COPING_SKILLS.map((s) => s.name) } };
export const Mobile: Story = {
  args: { usedToday: ['Deep Breathing'] },
  tags: ['mobile'],
  ...mobile,
};
