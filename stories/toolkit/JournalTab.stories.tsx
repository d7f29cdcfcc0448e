import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { JournalTab } from '../../ui/toolkit/JournalTab';
import { buildJournal } from '../../ui/fixtures';

const meta: Meta<typeof JournalTab> = {
  title: 'Components/Toolkit/JournalTab',
  component: JournalTab,
  args: { entries: [], mood: null, onSave: fn(), onDelete: fn(), onPrint: fn() },
  parameters: { maxWidth: 800 },
};
export default meta;
type Story = StoryObj<typeof JournalTab>;

export const Playground: Story = {};
export const WithEntries: Story = { args: { entries: buildJournal(), mood: 4 } };
export const PrintableJournal: Story = { args: { initialPrintOpen: true } };
export const Mobile: Story = {
  args: { entries: buildJournal(), mood: 2 },
  tags: ['mobile'],
  ...mobile,
};
