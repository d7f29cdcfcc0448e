import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MESSAGE_CONTEXT_EACH_SIDE, type CasePreview } from '../../contract/admin';
import { messageTime, postTime } from '../../domain/time/relativeTime';

export interface ReportedContentProps {
  /** What the moderator sees of the reported post, message or person. */
  preview: CasePreview;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

const POST_STATUS: Readonly<Record<Extract<CasePreview, { kind: 'post' }>['post_status'], string>> =
  {
    published: 'Published',
    pending: 'Held for review',
    rejected: 'Rejected',
    deleted: 'Deleted',
  };

const quote = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

/**
 * The reported thing as a moderator may see it: a post's text and status; a message with the few
 * around it, the reported one marked; a person's name and bio. Never more of a conversation.
 */
export function ReportedContent({ preview, now }: ReportedContentProps) {
  if (preview.kind === 'post')
    return (
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Posted <time dateTime={preview.created_at}>{postTime(preview.created_at, now)}</time>
          </Typography>
          <Chip size="small" variant="outlined" label={POST_STATUS[preview.post_status]} />
        </Box>
        <Typography sx={quote}>{preview.content}</Typography>
      </Box>
    );
  if (preview.kind === 'user')
    return (
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {preview.display_name}
        </Typography>
        <Typography color={preview.bio ? undefined : 'text.secondary'} sx={quote}>
          {preview.bio || 'No bio.'}
        </Typography>
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        Only the reported message and up to {MESSAGE_CONTEXT_EACH_SIDE} messages on each side of it
        are shown.
      </Typography>
      <Box
        component="ol"
        aria-label="Messages around the reported one"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
      >
        {preview.messages.map((m) => (
          <Box
            component="li"
            key={m.id}
            sx={{
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: m.is_reported ? 'error.main' : 'divider',
              borderWidth: m.is_reported ? 2 : 1,
              bgcolor: m.is_reported ? 'action.hover' : undefined,
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {m.sender_name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <time dateTime={m.created_at}>{messageTime(m.created_at, now)}</time>
              </Typography>
              {m.is_reported && (
                <Chip size="small" color="error" label="Reported message" sx={{ ml: 'auto' }} />
              )}
            </Box>
            <Typography variant="body2" sx={quote}>
              {m.content}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
