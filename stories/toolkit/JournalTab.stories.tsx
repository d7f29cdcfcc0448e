import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { JournalTab } from '../../ui/toolkit/JournalTab';
import { ENTRIES } from './fixtures';

const meta: Meta<typeof JournalTab> = {
  title: 'Toolkit/JournalTab',
  component: JournalTab,
  args: { entries: [], mood: null, onSave: fn(), onDelete: fn(), onPrint: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 800, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof JournalTab>;

export const FirstUse: Story = {};
export const WithEntries: Story = { args: { entries: ENTRIES, mood: 4 } };
export const PrintableJournal: Story = { args: { initialPrintOpen: true } };
export const Mobile: Story = {
  args: { entries: ENTRIES, mood: 2 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
