import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  POST_MAX,
  PRIVACIES,
  PRIVACY_LABELS,
  type NewPost,
  type Privacy,
} from '../../contract/social';
import { useEffect } from 'react';
import { FormDialog } from '../common/FormDialog';
import { useComposeKey } from './useComposeKey';

export type ComposerMode = 'text' | 'milestone' | 'story';

export interface ComposerProps {
  /** Shows the dialog; each opening starts a new, empty post. */
  open: boolean;
  /** 'milestone' asks for the number of days; 'story' prompts for a longer story. @default 'text' */
  mode?: ComposerMode;
  /** True while the post is being sent; the button is disabled. @default false */
  sending?: boolean;
  /** A failure to show in the dialog. @default null */
  error?: string | null;
  /**
   * `key`: this compose's Idempotency-Key, the same on every submit of the same post (a retry
   * after a failure, a double click), new for the next compose.
   */
  onSubmit: (post: NewPost, key: string) => void;
  /** Called on Cancel, Escape or a click outside, except while sending. */
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

interface ComposerValues {
  content: string;
  privacy: Privacy;
  days: string;
}

const daysValid = (mode: ComposerMode, days: string) => {
  if (mode !== 'milestone') return true;
  const n = Number(days);
  return days !== '' && Number.isInteger(n) && n > 0 && n <= 36500;
};

/**
 * The post composer: text, privacy and, for milestones, the number of days. Resets on close.
 * Accessibility: a dialog named by its title; focus starts in the days field for a milestone,
 * else in the text; Escape closes it except while sending, and focus returns to what opened it. A
 * failure is an alert.
 */
export function Composer({
  open,
  mode = 'text',
  sending = false,
  error = null,
  onSubmit,
  onClose,
}: ComposerProps) {
  const compose = useComposeKey();
  const { reset } = compose;
  // Each opening is a new compose.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const submit = (post: NewPost) => onSubmit(post, compose.keyFor(post));
  return (
    <FormDialog<ComposerValues>
      open={open}
      title={TITLES[mode]}
      initialValues={{ content: '', privacy: 'public', days: '' }}
      canSubmit={(v) => v.content.trim() !== '' && daysValid(mode, v.days)}
      submitLabel="Post"
      busyLabel="Posting..."
      busy={sending}
      error={error}
      onSubmit={({ content, privacy, days }) =>
        submit(
          mode === 'milestone'
            ? {
                content: content.trim(),
                privacy,
                post_type: 'milestone',
                milestone_type: 'days_in_recovery',
                milestone_days: Number(days),
              }
            : { content: content.trim(), privacy, post_type: 'text' },
        )
      }
      onClose={onClose}
    >
      {({ values, set, busy }) => (
        <>
          {mode === 'milestone' && (
            <TextField
              label="Days in recovery"
              type="number"
              value={values.days}
              onChange={(e) => set('days', e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 36500, step: 1, inputMode: 'numeric' } }}
              error={values.days !== '' && !daysValid(mode, values.days)}
              helperText={
                values.days !== '' && !daysValid(mode, values.days)
                  ? 'Enter a whole number of days, 1 or more.'
                  : ' '
              }
              disabled={busy}
              autoFocus
            />
          )}
          <TextField
            label={PROMPTS[mode]}
            value={values.content}
            onChange={(e) => set('content', e.target.value)}
            multiline
            minRows={mode === 'story' ? 6 : 4}
            slotProps={{ htmlInput: { maxLength: POST_MAX } }}
            helperText={`${values.content.length}/${POST_MAX}`}
            disabled={busy}
            autoFocus={mode !== 'milestone'}
            fullWidth
          />
          <TextField
            select
            size="small"
            label="Who can see this"
            value={values.privacy}
            onChange={(e) => set('privacy', e.target.value as Privacy)}
            disabled={busy}
            sx={{ maxWidth: 240 }}
          >
            {PRIVACIES.map((p) => (
              <MenuItem key={p} value={p}>
                {PRIVACY_LABELS[p]}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="caption" color="text.secondary">
            Friends are the peers you have a conversation with. Please don't share anyone's personal
            details.
          </Typography>
        </>
      )}
    </FormDialog>
  );
}
