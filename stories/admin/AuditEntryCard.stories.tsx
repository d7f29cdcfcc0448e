import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { AuditEntryCard } from '../../ui/admin/AuditEntryCard';
import { buildAuditEntries, buildAuditEntry } from '../../ui/admin/fixtures';

const meta: Meta<typeof AuditEntryCard> = {
  title: 'Components/Admin/AuditEntryCard',
  component: AuditEntryCard,
  args: { entry: buildAuditEntry(), busy: false, error: null, onUndo: fn() },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Undoable: Story = {};
/** An undo reverses an earlier entry and cannot itself be undone. */
export const AnUndo: Story = { args: { entry: buildAuditEntries()[2] } };
/** Several fields changed; some had no value before. */
export const ManyFields: Story = {
  args: {
    entry: buildAuditEntry({
      action: 'center.save',
      target_type: 'center',
      target_label: 'Bayside Recovery Residences',
      before: { priority_level: 2, website: null, active: false },
      after: { priority_level: 3, website: 'https://example.org/bayside-recovery', active: true },
      undoable: false,
    }),
  },
};
export const Undoing: Story = { args: { busy: true } };
export const Failed: Story = {
  args: { error: 'This can no longer be undone: the post was changed since.' },
};
