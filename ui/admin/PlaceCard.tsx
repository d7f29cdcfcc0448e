import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { WaitingButton } from '../common/WaitingButton';
import type { PlaceAction } from './places';

/** How a place's state chip looks: on the map, waiting for review, or off the map. */
export type PlaceTone = 'on' | 'waiting' | 'off';

export interface PlaceCardProps {
  /** The place's name: the card's heading and accessible name. */
  name: string;
  /** Its state in words ('On the map', 'Removed from map', ...). */
  statusLabel: string;
  /** How the state chip looks. */
  tone: PlaceTone;
  /** What it is, when and where: one line each under the heading (empty ones are left out). */
  details: readonly string[];
  /** A moderator corrected it, so later imports leave it as it is. @default false */
  editedByModerator?: boolean;
  /**
   * What the moderator may do besides editing: 'remove' (on the map), 'restore' (removed), or
   * null (waiting for review or rejected: decided in Suggested places).
   */
  removal: PlaceAction | null;
  /** A removal or restore is under way: the buttons wait. @default false */
  busy?: boolean;
  /** The action under way, when known: its button says so. @default null */
  running?: PlaceAction | null;
  /** Why the last action on this place failed. @default null */
  error?: string | null;
  /** 'Edit' opens the place's dialog. */
  onEdit: () => void;
  /** 'Remove from map' (the section asks first). */
  onRemove: () => void;
  /** 'Put back on map'. */
  onRestore: () => void;
}

const CHIP = {
  on: { color: 'success', variant: 'filled' },
  waiting: { color: 'warning', variant: 'outlined' },
  off: { color: 'default', variant: 'outlined' },
} as const;

const wrap = { overflowWrap: 'anywhere' } as const;

const REMOVAL: Readonly<Record<PlaceAction, { label: string; running: string }>> = {
  remove: { label: 'Remove from map', running: 'Removing...' },
  restore: { label: 'Put back on map', running: 'Putting back...' },
};

/**
 * A place found on the map (a resource or a meeting group): what and where, its state, actions.
 * Accessibility: while an action is under way the buttons wait (ui/common/WaitingButton.tsx), and
 * the pressed one keeps the keyboard's focus, also when the place has changed state.
 */
export function PlaceCard({
  name,
  statusLabel,
  tone,
  details,
  editedByModerator = false,
  removal,
  busy = false,
  running = null,
  error = null,
  onEdit,
  onRemove,
  onRestore,
}: PlaceCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      aria-busy={busy}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 0.75, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, ...wrap }}
        >
          {name}
        </Typography>
        <Chip size="small" label={statusLabel} {...CHIP[tone]} />
      </Box>
      {details.filter(Boolean).map((line, i) => (
        <Typography
          // The lines are fixed per card and never reordered.
          key={i}
          variant="body2"
          color={i === 0 ? undefined : 'text.secondary'}
          sx={wrap}
        >
          {line}
        </Typography>
      ))}
      {editedByModerator && (
        <Typography variant="body2" color="text.secondary">
          Edited by a moderator
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <WaitingButton variant="outlined" onClick={onEdit} waiting={busy}>
          Edit
        </WaitingButton>
        {/* One button that turns from 'Remove from map' into 'Put back on map' and back: the
            focus stays on it when the place changes state. */}
        {removal && (
          <WaitingButton
            variant="outlined"
            color={removal === 'remove' ? 'error' : 'primary'}
            onClick={removal === 'remove' ? onRemove : onRestore}
            waiting={busy}
          >
            {running === removal ? REMOVAL[removal].running : REMOVAL[removal].label}
          </WaitingButton>
        )}
      </Box>
    </Paper>
  );
}
