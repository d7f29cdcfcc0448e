import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PendingPost } from '../../contract/admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { visuallyHidden } from '../common/visuallyHidden';
import { AdminList } from './AdminList';
import { PendingPostCard } from './PendingPostCard';
import type { AdminItemStates, AdminPagedListProps, ModerationDecision } from './types';
import { useConfirmation } from './useConfirmation';
import { useItemActions } from './useItemActions';

export interface PendingPostsPanelProps extends AdminPagedListProps, AdminItemStates {
  /** Posts with open reports, held ones first. */
  posts: PendingPost[];
  /**
   * Approves or rejects a post (by id). The post is busy until the promise settles; a
   * rejection's message shows on the post. On success the app takes it out of `posts`.
   */
  onDecide: (postId: string, decision: ModerationDecision) => Promise<unknown>;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

const REJECT_QUESTION =
  'The post will be hidden from everyone but its author, who sees it marked as removed.';

/** Posts: reported posts, held ones marked, to approve (back in the feeds) or reject. */
export function PendingPostsPanel({
  posts,
  onDecide,
  now,
  busy,
  errors,
  ...list
}: PendingPostsPanelProps) {
  const actions = useItemActions<ModerationDecision>({ busy, errors });
  const rejecting = useConfirmation<PendingPost>();
  const decide = (id: string, decision: ModerationDecision) =>
    actions.run(id, decision, () => onDecide(id, decision));

  return (
    <Box>
      <Typography component="h2" sx={visuallyHidden}>
        Reported posts
      </Typography>
      <AdminList
        {...list}
        label="Reported posts"
        items={posts}
        itemKey={(p) => p.id}
        empty="No reported posts to review. The community feed is calm."
        errorMessage="Reported posts could not be loaded. Please check your connection."
        renderItem={(p) => (
          <PendingPostCard
            post={p}
            busy={actions.busyOf(p.id)}
            running={actions.actionOf(p.id)}
            error={actions.errorOf(p.id)}
            onApprove={() => decide(p.id, 'approve')}
            onReject={() => rejecting.ask(p)}
            now={now}
          />
        )}
      />
      <ConfirmDialog
        open={rejecting.open}
        title={`Reject ${rejecting.subject?.display_name ?? ''}'s post?`}
        message={REJECT_QUESTION}
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
