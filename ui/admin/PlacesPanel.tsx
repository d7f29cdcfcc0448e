import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PendingResource } from '../../contract/admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { AdminList } from './AdminList';
import { ImportForm, type ImportFormProps } from './ImportForm';
import { PendingResourceCard } from './PendingResourceCard';
import { PlaceSearchSection, type PlaceSearchSectionProps } from './PlaceSearchSection';
import type { AdminItemStates, AdminPagedListProps, ModerationDecision } from './types';
import { useConfirmation } from './useConfirmation';
import { useItemActions } from './useItemActions';

export interface PlacesPanelProps extends AdminPagedListProps, AdminItemStates {
  /** Suggested places waiting for a moderator. */
  resources: PendingResource[];
  /**
   * Approves (onto the map) or rejects a suggestion (by id). The place is busy until the promise
   * settles; a rejection's message shows on it. On success the app takes it out of `resources`.
   */
  onDecide: (resourceId: string, decision: ModerationDecision) => Promise<unknown>;
  /** Runs an import from the form (see ImportForm's `onImport`). */
  onImport: ImportFormProps['onImport'];
  /**
   * 'Places on the map': resources and meeting groups to find, add, correct, take off the map
   * and put back. Shown between the suggestions and the import form when given.
   */
  onMap?: PlaceSearchSectionProps;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

/**
 * Places: suggested places to approve or reject, the places on the map, and imports of meetings
 * and centers.
 */
export function PlacesPanel({
  resources,
  onDecide,
  onImport,
  onMap,
  now,
  busy,
  errors,
  ...list
}: PlacesPanelProps) {
  const suggestedId = useId();
  const importId = useId();
  const actions = useItemActions<ModerationDecision>({ busy, errors });
  const rejecting = useConfirmation<PendingResource>();
  const decide = (id: string, decision: ModerationDecision) =>
    actions.run(id, decision, () => onDecide(id, decision));

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="section" aria-labelledby={suggestedId}>
        <Typography id={suggestedId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
          Suggested places
        </Typography>
        <AdminList
          {...list}
          label="Suggested places"
          items={resources}
          itemKey={(r) => r.id}
          empty="No suggested places waiting for review."
          errorMessage="Suggested places could not be loaded. Please check your connection."
          renderItem={(r) => (
            <PendingResourceCard
              resource={r}
              busy={actions.busyOf(r.id)}
              running={actions.actionOf(r.id)}
              error={actions.errorOf(r.id)}
              onApprove={() => decide(r.id, 'approve')}
              onReject={() => rejecting.ask(r)}
              now={now}
            />
          )}
        />
      </Box>
      {onMap && <PlaceSearchSection {...onMap} />}
      <Paper component="section" aria-labelledby={importId} variant="outlined" sx={{ p: 2 }}>
        <Typography id={importId} component="h2" variant="h6" sx={{ mb: 0.5 }}>
          Import places
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Meetings from a Meeting Guide JSON feed, or treatment centers from a CSV file. Places
          already imported are updated, not added twice.
        </Typography>
        <ImportForm onImport={onImport} />
      </Paper>
      <ConfirmDialog
        open={rejecting.open}
        title={`Reject ${rejecting.subject?.name ?? ''}?`}
        message="The suggestion will not be added to the map."
        confirmLabel="Reject"
        destructive
        onConfirm={() => {
          if (rejecting.subject) decide(rejecting.subject.id, 'reject');
          rejecting.close();
        }}
        onCancel={rejecting.close}
      />
    </Box>
  );
}
