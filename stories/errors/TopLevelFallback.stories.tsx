import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { TopLevelFallback } from '../../ui/errors/TopLevelFallback';

const meta: Meta<typeof TopLevelFallback> = {
  title: 'Components/Errors/TopLevelFallback',
  component: TopLevelFallback,
  args: { onRefresh: fn() },
};
export default meta;
type Story = StoryObj<typeof TopLevelFallback>;

export const Playground: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
