import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '../../contract/admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { visuallyHidden } from '../common/visuallyHidden';
import { AdminList } from './AdminList';
import { AuditEntryCard } from './AuditEntryCard';
import { AuditFilters, type AuditFilterValues, type AuditModerator } from './AuditFilters';
import { auditChanges } from './format';
import type { AdminItemStates, AdminPagedListProps } from './types';
import { useConfirmation } from './useConfirmation';
import { useItemActions } from './useItemActions';

export interface AuditPanelProps extends AdminPagedListProps, AdminItemStates {
  /** The log's entries (of the filters in force); shown newest first. */
  entries: AuditEntry[];
  /** The filters in force. */
  filters: AuditFilterValues;
  /** Everyone the moderator filter offers. */
  moderators: readonly AuditModerator[];
  /** New filters, at each change (the app reads the log again with them). */
  onFiltersChange: (filters: AuditFilterValues) => void;
  /**
   * Reverses an entry's action (by entry id), after the moderator confirmed. The entry is busy
   * until the promise settles; a rejection's message shows on it.
   */
  onUndo: (entryId: string) => Promise<unknown>;
}

const newestFirst = (a: AuditEntry, b: AuditEntry) => Date.parse(b.at) - Date.parse(a.at);

function undoQuestion(e: AuditEntry): string {
  const back = auditChanges(e.after, e.before);
  return `“${AUDIT_ACTION_LABELS[e.action]}” on “${e.target_label}” is reversed${
    back.length ? ` (${back.join('; ')})` : ''
  }. The undo is recorded in this log too.`;
}

/** Audit: every moderator action, newest first, filtered, with 'Undo' where it still applies. */
export function AuditPanel({
  entries,
  filters,
  moderators,
  onFiltersChange,
  onUndo,
  busy,
  errors,
  ...list
}: AuditPanelProps) {
  const actions = useItemActions<'undo'>({ busy, errors });
  const undoing = useConfirmation<AuditEntry>();
  const filtered = Object.values(filters).some((v) => v !== undefined && v !== '');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" sx={visuallyHidden}>
        Audit log
      </Typography>
      <AuditFilters value={filters} moderators={moderators} onChange={onFiltersChange} />
      <AdminList
        {...list}
        label="Audit log"
        items={[...entries].sort(newestFirst)}
        itemKey={(e) => e.id}
        empty={filtered ? 'No moderator actions match these filters.' : 'No moderator actions yet.'}
        errorMessage="The audit log could not be loaded. Please check your connection."
        renderItem={(e) => (
          <AuditEntryCard
            entry={e}
            busy={actions.busyOf(e.id)}
            error={actions.errorOf(e.id)}
            onUndo={() => undoing.ask(e)}
          />
        )}
      />
      <ConfirmDialog
        open={undoing.open}
        title="Undo this action?"
        message={undoing.subject ? undoQuestion(undoing.subject) : ''}
        confirmLabel="Undo"
        onConfirm={() => {
          const e = undoing.subject;
          if (e) actions.run(e.id, 'undo', () => onUndo(e.id));
          undoing.close();
        }}
        onCancel={undoing.close}
      />
    </Box>
  );
}
