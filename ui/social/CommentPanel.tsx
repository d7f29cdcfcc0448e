import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { COMMENT_MAX, type Comment } from '../../contract/social';
import { postTime } from '../../domain/time/relativeTime';
import { useComposeKey } from './useComposeKey';
import { ModeratorBadge } from '../common/ModeratorBadge';
import { useFocusKept } from '../common/useFocusKept';
import { WaitingButton } from '../common/WaitingButton';

export type CommentsStatus = 'loading' | 'ready' | 'error';

export interface CommentPanelProps {
  /** The comments loaded so far, oldest first. */
  comments: Comment[];
  /** Whether the comments are loading, shown, or failed to load (with 'Retry'). */
  status: CommentsStatus;
  /** True while a new comment is being sent. @default false */
  sending?: boolean;
  /**
   * Resolves when the comment is stored; the input clears then. `key`: the comment's
   * Idempotency-Key, the same on a retry of the same text, new for the next comment.
   */
  onAdd: (content: string, key: string) => Promise<void>;
  /** 'Retry' after the comments failed to load. */
  onRetry: () => void;
  /** Comments before those shown exist: offers 'Show earlier comments'. @default false */
  hasEarlier?: boolean;
  /** True while earlier comments load. @default false */
  loadingEarlier?: boolean;
  /** 'Show earlier comments': asks for the comments before those shown. */
  onLoadEarlier?: () => void;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

/**
 * The comments of one post and a box to add one.
 * Accessibility: a section named 'Comments'; 'Loading comments...' is a status live region and a
 * failure to load is an alert. While a comment is sent the field is read-only and 'Post Comment'
 * waits, and 'Show earlier comments' waits while they load: the focus stays where it was.
 */
export function CommentPanel({
  comments,
  status,
  sending = false,
  onAdd,
  onRetry,
  hasEarlier = false,
  loadingEarlier = false,
  onLoadEarlier,
  now,
}: CommentPanelProps) {
  const [text, setText] = useState('');
  const compose = useComposeKey();
  const blank = text.trim() === '';
  const list = useRef<HTMLUListElement>(null);
  const earlier = useRef<HTMLElement | null>(null);
  // Once the earliest comments are in, 'Show earlier comments' leaves: its focus goes to the
  // first comment, the earliest it brought.
  const keep = useFocusKept(({ element }) =>
    element === earlier.current ? (list.current?.firstElementChild as HTMLElement | null) : null,
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (blank || sending) return;
    const content = text.trim();
    try {
      await onAdd(content, compose.keyFor(content));
      compose.reset();
      setText('');
    } catch {
      // The container reports the failure; the text stays so nothing typed is lost.
    }
  };

  return (
    <Box
      component="section"
      aria-label="Comments"
      {...keep}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2, mt: 1 }}
    >
      {status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
          <CircularProgress size={18} aria-hidden="true" />{' '}
          <Typography variant="body2">Loading comments...</Typography>
        </Box>
      )}
      {status === 'error' && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={onRetry}>Retry</Button>}>
          Comments could not be loaded.
        </Alert>
      )}
      {status === 'ready' && comments.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          No comments yet. Be the first to offer a kind word.
        </Typography>
      )}
      {hasEarlier && comments.length > 0 && (
        <WaitingButton
          size="small"
          onClick={(event) => {
            earlier.current = event.currentTarget;
            onLoadEarlier?.();
          }}
          waiting={loadingEarlier}
          startIcon={loadingEarlier ? <CircularProgress size={14} aria-hidden="true" /> : undefined}
          sx={{ mb: 1 }}
        >
          {loadingEarlier ? 'Loading earlier comments...' : 'Show earlier comments'}
        </WaitingButton>
      )}
      {comments.length > 0 && (
        <Box
          component="ul"
          ref={list}
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5 }}
        >
          {comments.map((c) => (
            <Box component="li" key={c.id} sx={{ display: 'flex', gap: 1.5 }}>
              <Avatar
                sx={{ width: 32, height: 32, fontSize: '0.9rem', bgcolor: 'secondary.main' }}
                aria-hidden="true"
              >
                {c.display_name.charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1, flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {c.display_name}
                  {c.by_moderator && <ModeratorBadge />}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    · {postTime(c.created_at, now)}
                  </Typography>
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {c.content}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label="Write a comment"
          size="small"
          fullWidth
          multiline
          maxRows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          // Read-only, not disabled, while it is sent: the field keeps the keyboard's focus.
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX, readOnly: sending } }}
        />
        <WaitingButton
          type="submit"
          variant="contained"
          disabled={blank && !sending}
          waiting={sending}
        >
          {sending ? 'Sending...' : 'Post Comment'}
        </WaitingButton>
      </Box>
    </Box>
  );
}
