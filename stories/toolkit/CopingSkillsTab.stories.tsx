import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { CopingSkillsTab } from '../../ui/toolkit/CopingSkillsTab';
import { COPING_SKILLS } from '../../domain/toolkit/content';

const meta: Meta<typeof CopingSkillsTab> = {
  title: 'Toolkit/CopingSkillsTab',
  component: CopingSkillsTab,
  args: { usedToday: [], onUse: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof CopingSkillsTab>;

export const FirstUse: Story = {};
export const SomeUsedToday: Story = { args: { usedToday: ['Call a Friend', 'Go for a Walk'] } };
export const AllUsedToday: Story = { args: { usedToday: COPING_SKILLS.map((s) => s.name) } };
export const Mobile: Story = {
  args: { usedToday: ['Deep Breathing'] },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
