import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { REACTIONS, type Reactor } from '../../contract/social';
import { reactionEmoji } from '../../domain/social/postRules';
import { postTime } from '../../domain/time/relativeTime';

export interface ReactorsDialogProps {
  /** Shows the dialog. */
  open: boolean;
  /** Who reacted, with their reaction and its time, in the order shown. */
  reactors: Reactor[];
  /** Whether the list is loading, shown, or failed to load. */
  status: 'loading' | 'ready' | 'error';
  /** Called on Close, Escape or a click outside the dialog. */
  onClose: () => void;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

/**
 * Who reacted to a post, with which reaction and when.
 * Accessibility: a dialog named 'Reactions'; Escape or Close closes it and focus returns to what
 * opened it; the loading spinner is labelled 'Loading reactions'.
 */
export function ReactorsDialog({ open, reactors, status, onClose, now }: ReactorsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Reactions</DialogTitle>
      <DialogContent dividers>
        {status === 'loading' && <CircularProgress aria-label="Loading reactions" />}
        {status === 'error' && <Alert severity="error">Reactions could not be loaded.</Alert>}
        {status === 'ready' && reactors.length === 0 && (
          <Typography color="text.secondary">No reactions yet.</Typography>
        )}
        {status === 'ready' && reactors.length > 0 && (
          <List dense>
            {reactors.map((r, i) => (
              <ListItem key={`${r.display_name}-${i}`} disableGutters>
                <span aria-hidden="true" style={{ fontSize: '1.4rem', marginRight: 12 }}>
                  {reactionEmoji(r.reaction_type)}
                </span>
                <ListItemText
                  primary={r.display_name}
                  secondary={`${REACTIONS.find((x) => x.type === r.reaction_type)?.label ?? r.reaction_type} · ${postTime(r.created_at, now)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
