import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  POST_MAX,
  PRIVACIES,
  PRIVACY_LABELS,
  type NewPost,
  type Privacy,
} from '../../contract/social';

export type ComposerMode = 'text' | 'milestone' | 'story';

export interface ComposerProps {
  open: boolean;
  /** 'milestone' asks for the number of days; 'story' prompts for a longer story. @default 'text' */
  mode?: ComposerMode;
  /** True while the post is being sent; the button is disabled. @default false */
  sending?: boolean;
  /** A failure to show in the dialog. */
  error?: string | null;
  onSubmit: (post: NewPost) => void;
  onClose: () => void;
}

const TITLES: Record<ComposerMode, string> = {
  text: 'Create Post',
  milestone: 'Share a Milestone',
  story: 'Share Your Story',
};
const PROMPTS: Record<ComposerMode, string> = {
  text: "What's on your mind?",
  milestone: 'Tell the community about your milestone',
  story: 'Share your story: where you were, what helped, where you are now',
};

/** The post composer: text, privacy and, for milestones, the number of days. Resets on close. */
export function Composer({ open, onClose, sending = false, ...rest }: ComposerProps) {
  const titleId = useId();
  // The form unmounts while the dialog is closed, so it starts afresh (spec: resets on close).
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <ComposerForm titleId={titleId} onClose={onClose} sending={sending} {...rest} />
    </Dialog>
  );
}

type ComposerFormProps = Omit<ComposerProps, 'open'> & { titleId: string; sending: boolean };

function ComposerForm({
  titleId,
  mode = 'text',
  sending,
  error = null,
  onSubmit,
  onClose,
}: ComposerFormProps) {
  const [content, setContent] = useState('');
  const [privacy, setPrivacy] = useState<Privacy>('public');
  const [days, setDays] = useState('');
  const privacyId = useId();

  const dayCount = Number(days);
  const daysValid =
    mode !== 'milestone' ||
    (days !== '' && Number.isInteger(dayCount) && dayCount > 0 && dayCount <= 36500);
  const blank = content.trim() === '';
  const canPost = !blank && daysValid && !sending;

  const submit = () => {
    if (!canPost) return;
    onSubmit(
      mode === 'milestone'
        ? {
            content: content.trim(),
            privacy,
            post_type: 'milestone',
            milestone_type: 'days_in_recovery',
            milestone_days: dayCount,
          }
        : { content: content.trim(), privacy, post_type: 'text' },
    );
  };

  return (
    <>
      <DialogTitle id={titleId}>{TITLES[mode]}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {mode === 'milestone' && (
            <TextField
              label="Days in recovery"
              type="number"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 36500, step: 1, inputMode: 'numeric' } }}
              error={days !== '' && !daysValid}
              helperText={
                days !== '' && !daysValid ? 'Enter a whole number of days, 1 or more.' : ' '
              }
              disabled={sending}
              autoFocus
            />
          )}
          <TextField
            label={PROMPTS[mode]}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            multiline
            minRows={mode === 'story' ? 6 : 4}
            slotProps={{ htmlInput: { maxLength: POST_MAX } }}
            helperText={`${content.length}/${POST_MAX}`}
            disabled={sending}
            autoFocus={mode !== 'milestone'}
            fullWidth
          />
          <FormControl size="small" sx={{ maxWidth: 240 }} disabled={sending}>
            <InputLabel id={privacyId}>Who can see this</InputLabel>
            <Select
              labelId={privacyId}
              label="Who can see this"
              value={privacy}
              onChange={(e) => setPrivacy(e.target.value as Privacy)}
            >
              {PRIVACIES.map((p) => (
                <MenuItem key={p} value={p}>
                  {PRIVACY_LABELS[p]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Typography variant="caption" color="text.secondary">
            Friends are the peers you have a conversation with. Please don't share anyone's personal
            details.
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={!canPost}>
          {sending ? 'Posting...' : 'Post'}
        </Button>
      </DialogActions>
    </>
  );
}
