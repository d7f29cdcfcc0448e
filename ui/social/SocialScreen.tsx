import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ForumIcon from '@mui/icons-material/Forum';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../common/visuallyHidden';
import type { Comment, NewPost, Post, ReactionType, Reactor } from '../../contract/social';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { TabbedScreen } from '../common/TabbedScreen';
import { useFocusKept } from '../common/useFocusKept';
import { WaitingButton } from '../common/WaitingButton';
import { CommentPanel, type CommentsStatus } from './CommentPanel';
import { Composer, type ComposerMode } from './Composer';
import { PostCard } from './PostCard';
import { ReactorsDialog } from './ReactorsDialog';
import { ReportDialog } from '../common/ReportDialog';

export type SocialTab = 'feed' | 'connections' | 'groups';

const SOCIAL_TABS = [
  { id: 'feed', label: 'Feed' },
  { id: 'connections', label: 'Connections' },
  { id: 'groups', label: 'Groups' },
] as const satisfies readonly { id: SocialTab; label: string }[];

export interface PostComments {
  /** Whether the comments are loading, shown, or failed to load. */
  status: CommentsStatus;
  /** The comments loaded so far, oldest first. */
  items: Comment[];
  /** Earlier comments exist ('Show earlier comments'). @default false */
  hasEarlier?: boolean;
  /** Earlier comments are being loaded. @default false */
  loadingEarlier?: boolean;
}

export interface SocialScreenProps {
  /** The posts of the feed, in the order shown. */
  posts: Post[];
  /** 'loading' before the first page arrives. */
  status: 'loading' | 'ready' | 'error';
  /** More posts exist after those shown: offers 'Load more' once the feed is ready. */
  hasMore: boolean;
  /** True while the next page loads: 'Load more' waits, reading 'Loading...'. @default false */
  loadingMore?: boolean;
  /** The signed-in person's id: their own posts offer Delete, and neither Report nor Message. */
  viewerId: string;
  /** Lets the viewer delete anyone's post, not only their own. @default false */
  isAdmin?: boolean;
  /** Comments of the posts whose panel was opened, by post id. */
  comments: Record<string, PostComments>;
  /** The tab shown first. @default 'feed' */
  initialTab?: SocialTab;
  /** Opens the composer at once (stories). @default null */
  initialComposer?: ComposerMode | null;
  /** 'Retry' after the feed failed to load. */
  onRetry: () => void;
  /** 'Load more': asks for the next page of posts. */
  onLoadMore: () => void;
  /**
   * Resolves when the post is accepted; rejects with the reason to show. `key` is the compose's
   * Idempotency-Key: the same on a retry of the same post, so the server creates it once.
   */
  onCreatePost: (post: NewPost, key: string) => Promise<void>;
  /** Called with the post's id and the reaction sent; the same reaction again removes it. */
  onReact: (postId: string, type: ReactionType) => void;
  /**
   * Called with a post's id when its comments first open, on their Retry, on opening them again
   * after a failure, and each time a notification opens the post.
   */
  onLoadComments: (postId: string) => void;
  /** 'Show earlier comments' of a post. */
  onLoadEarlierComments: (postId: string) => void;
  /** `key`: the comment's Idempotency-Key (the same on a retry of the same comment). */
  onAddComment: (postId: string, content: string, key: string) => Promise<void>;
  /**
   * Called with the post's id when the person opens who reacted; the list it resolves to fills
   * the dialog, a rejection shows that it could not be loaded.
   */
  onLoadReactors: (postId: string) => Promise<Reactor[]>;
  /** Called with the post's id once deletion is confirmed; the dialog closes when it settles. */
  onDelete: (postId: string) => Promise<void>;
  /**
   * Called with the post's id and the reason once the person sends a report; a rejection's message
   * is shown in the report dialog, which stays open.
   */
  onReport: (postId: string, reason: string) => Promise<void>;
  /** Starts a conversation with a post's author: 'Message {name}' on other people's posts. */
  onMessageAuthor?: (userId: string, name: string) => void;
  /**
   * The post a notification opened (`/social?post=`): shown first, with its comments open, the
   * post itself taken from `posts`. @default null
   */
  focus?: {
    /** The post's id. */
    id: string;
    /** Whether the post is still loading, found in `posts`, or failed to load. */
    status: 'loading' | 'ready' | 'error';
    /** The message shown when the post could not be loaded. */
    error: string | null;
    /** Counts the openings: each shows the post afresh, its comments loaded again. @default 0 */
    seq?: number;
  } | null;
  /** Leaves the post a notification opened: the feed alone again. */
  onCloseFocus?: () => void;
  /** 'Try again' after the notification's post failed to load; without it no button shows. */
  onRetryFocus?: () => void;
  /** 'now' for relative times: fixed in stories and tests, and the moment the server drew the page until it is hydrated. */
  now?: Date;
}

const DELETE_QUESTION = 'Are you sure you want to delete this post? This action cannot be undone.';

/**
 * Community (/social): the feed with its composer, plus the Connections and Groups tabs.
 * Accessibility: a post opened from a notification is scrolled into view and its 'From your
 * notifications' heading takes focus; the loading lines are status live regions. 'Load more'
 * waits while the next page loads, keeping its focus; once the last page is in it leaves, and the
 * focus goes to the first post it brought.
 */
export function SocialScreen(props: SocialScreenProps) {
  const {
    posts,
    status,
    hasMore,
    loadingMore = false,
    viewerId,
    isAdmin = false,
    comments,
    now,
  } = props;
  const [tab, setTab] = useState<SocialTab>(props.initialTab ?? 'feed');
  const [composer, setComposer] = useState<ComposerMode | null>(props.initialComposer ?? null);
  const [composerSending, setComposerSending] = useState(false);
  const [composerError, setComposerError] = useState<string | null>(null);
  const [openComments, setOpenComments] = useState<Set<string>>(new Set());
  const [sendingComment, setSendingComment] = useState<string | null>(null);
  const [reactors, setReactors] = useState<{
    postId: string;
    status: 'loading' | 'ready' | 'error';
    items: Reactor[];
  } | null>(null);
  const [deleting, setDeleting] = useState<{ postId: string; busy: boolean } | null>(null);
  const [reporting, setReporting] = useState<{
    postId: string;
    sending: boolean;
    error: string | null;
  } | null>(null);
  const postsId = useId();
  const focus = props.focus ?? null;
  const focused = focus?.status === 'ready' ? posts.find((p) => p.id === focus.id) : undefined;
  const focusId = useId();
  const focusHeading = useRef<HTMLHeadingElement>(null);
  // Each opening of a post from a notification shows it: on the Feed tab, in view, its heading
  // focused (where a keyboard or screen reader continues), its comments open and loaded anew (the
  // one the notification is about may be newer than those shown before).
  const opening = focused ? `${focused.id}:${focus?.seq ?? 0}` : null;
  const opened = useRef<string | null>(null);
  const { onLoadComments } = props;
  useEffect(() => {
    if (!opening || !focused || opened.current === opening) return;
    opened.current = opening;
    setTab('feed');
    setOpenComments((open) => new Set(open).add(focused.id));
    onLoadComments(focused.id);
    // After the Feed tab, if another was open, has been drawn.
    const frame = requestAnimationFrame(() => {
      const heading = focusHeading.current;
      heading?.scrollIntoView?.({ block: 'start' });
      heading?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [opening, focused, onLoadComments]);

  const openComposer = (mode: ComposerMode) => {
    setComposerError(null);
    setComposer(mode);
  };
  const submitPost = async (post: NewPost, key: string) => {
    setComposerSending(true);
    setComposerError(null);
    try {
      await props.onCreatePost(post, key);
      setComposer(null);
    } catch (err) {
      setComposerError((err as Error).message);
    } finally {
      setComposerSending(false);
    }
  };
  const toggleComments = (postId: string) => {
    const next = new Set(openComments);
    if (next.has(postId)) next.delete(postId);
    else {
      next.add(postId);
      // Comments load on first open (docs/product.md, Community, Comments).
      if (!comments[postId] || comments[postId].status === 'error') props.onLoadComments(postId);
    }
    setOpenComments(next);
  };
  const addComment = async (postId: string, content: string, key: string) => {
    setSendingComment(postId);
    try {
      await props.onAddComment(postId, content, key);
    } finally {
      setSendingComment(null);
    }
  };
  const showReactors = (postId: string) => {
    setReactors({ postId, status: 'loading', items: [] });
    props.onLoadReactors(postId).then(
      (items) =>
        setReactors((r) => (r?.postId === postId ? { postId, status: 'ready', items } : r)),
      () => setReactors((r) => (r?.postId === postId ? { postId, status: 'error', items: [] } : r)),
    );
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true });
    await props.onDelete(deleting.postId).catch(() => {});
    setDeleting(null);
  };
  const submitReport = async (reason: string) => {
    if (!reporting) return;
    setReporting({ ...reporting, sending: true, error: null });
    try {
      await props.onReport(reporting.postId, reason);
      setReporting(null);
    } catch (err) {
      setReporting({ ...reporting, sending: false, error: (err as Error).message });
    }
  };

  const renderPost = (post: Post) => {
    const own = post.user_id === viewerId;
    const postComments = comments[post.id];
    return (
      <PostCard
        key={post.id}
        post={post}
        now={now}
        canDelete={own || isAdmin}
        canReport={!own}
        commentsOpen={openComments.has(post.id)}
        commentPanel={
          <CommentPanel
            comments={postComments?.items ?? []}
            status={postComments?.status ?? 'loading'}
            sending={sendingComment === post.id}
            hasEarlier={postComments?.hasEarlier ?? false}
            loadingEarlier={postComments?.loadingEarlier ?? false}
            onAdd={(content, key) => addComment(post.id, content, key)}
            onRetry={() => props.onLoadComments(post.id)}
            onLoadEarlier={() => props.onLoadEarlierComments(post.id)}
            now={now}
          />
        }
        onReact={(type) => props.onReact(post.id, type)}
        onToggleComments={() => toggleComments(post.id)}
        onShowReactors={() => showReactors(post.id)}
        onDelete={() => setDeleting({ postId: post.id, busy: false })}
        onReport={() => setReporting({ postId: post.id, sending: false, error: null })}
        onMessageAuthor={own ? undefined : props.onMessageAuthor}
      />
    );
  };
  // The post a notification opened is shown above the feed, not twice.
  const listed = focused ? posts.filter((p) => p.id !== focused.id) : posts;
  const postList = useRef<HTMLElement>(null);
  const more = useRef<{ button: HTMLElement; listed: number } | null>(null);
  // Only 'Load more' hands its focus to what it brought (a deleted post's buttons leave with it).
  const keep = useFocusKept(({ element }) =>
    element === more.current?.button
      ? postList.current?.querySelectorAll<HTMLElement>(':scope > article')[more.current.listed]
      : undefined,
  );
  const focusSection = focus && (
    <Box component="section" aria-labelledby={focusId} sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Typography id={focusId} component="h2" variant="h6" ref={focusHeading} tabIndex={-1}>
          From your notifications
        </Typography>
        {props.onCloseFocus && <Button onClick={props.onCloseFocus}>Show the feed</Button>}
      </Box>
      {focus.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>Loading the post...</Typography>
        </Box>
      )}
      {focus.status === 'error' && (
        <Alert
          severity="info"
          action={props.onRetryFocus && <Button onClick={props.onRetryFocus}>Try again</Button>}
        >
          {focus.error}
        </Alert>
      )}
      {focused && renderPost(focused)}
    </Box>
  );

  const connectionsPanel = (
    <Card variant="outlined">
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          Find Connections
        </Typography>
        <Typography color="text.secondary">
          Finding peers who share your journey is coming soon. Until then, meet them in the Feed:
          reply to a post or share your own.
        </Typography>
      </CardContent>
    </Card>
  );
  const groupsPanel = (
    <Card variant="outlined">
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          Recovery Groups
        </Typography>
        <Typography color="text.secondary">
          Online recovery groups are coming soon. Until then, the Feed is open to everyone, and the
          Toolkit has tools for hard moments.
        </Typography>
      </CardContent>
    </Card>
  );
  const feedPanel = (
    <Box {...keep} sx={{ display: 'grid', gap: 2 }}>
      {focusSection}
      <Card variant="outlined">
        <CardContent sx={{ pb: '16px !important' }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden="true">
              <ForumIcon />
            </Avatar>
            <Button
              onClick={() => openComposer('text')}
              fullWidth
              sx={{
                justifyContent: 'flex-start',
                bgcolor: 'action.hover',
                color: 'text.secondary',
                borderRadius: 8,
                px: 2,
                py: 1.25,
              }}
            >
              What's on your mind?
            </Button>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
            <Button
              startIcon={<EmojiEventsIcon aria-hidden="true" />}
              onClick={() => openComposer('milestone')}
            >
              Milestone
            </Button>
            <Button
              startIcon={<AutoStoriesIcon aria-hidden="true" />}
              onClick={() => openComposer('story')}
            >
              Story
            </Button>
          </Box>
        </CardContent>
      </Card>

      {status === 'loading' && (
        <Box
          role="status"
          sx={{
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            gap: 2,
            py: 6,
          }}
        >
          <CircularProgress aria-hidden="true" />
          <Typography>Loading posts...</Typography>
        </Box>
      )}
      {status === 'error' && (
        <Alert severity="error" action={<Button onClick={props.onRetry}>Retry</Button>}>
          Posts could not be loaded. Please check your connection.
        </Alert>
      )}
      {status === 'ready' && posts.length === 0 && (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
              Welcome to the Community!
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Share a milestone, a story, or a word of encouragement. Every voice here helps
              someone.
            </Typography>
            <Button variant="contained" onClick={() => openComposer('text')}>
              Create Your First Post
            </Button>
          </CardContent>
        </Card>
      )}
      {posts.length > 0 && (
        <Box
          component="section"
          ref={postList}
          aria-labelledby={`${postsId}-posts`}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Typography id={`${postsId}-posts`} component="h2" sx={visuallyHidden}>
            Posts
          </Typography>
          {listed.map(renderPost)}
        </Box>
      )}
      {hasMore && status === 'ready' && (
        <Box sx={{ textAlign: 'center' }}>
          <WaitingButton
            variant="outlined"
            waiting={loadingMore}
            onClick={(event) => {
              more.current = { button: event.currentTarget, listed: listed.length };
              props.onLoadMore();
            }}
          >
            {loadingMore ? 'Loading...' : 'Load more'}
          </WaitingButton>
        </Box>
      )}
    </Box>
  );

  return (
    <>
      <TabbedScreen
        title="Community"
        tabs={SOCIAL_TABS}
        tab={tab}
        onTabChange={setTab}
        label="Community sections"
        renderTab={(t) => {
          if (t === 'connections') return connectionsPanel;
          if (t === 'groups') return groupsPanel;
          return feedPanel;
        }}
      />
      <Composer
        open={composer !== null}
        mode={composer ?? 'text'}
        sending={composerSending}
        error={composerError}
        onSubmit={(p, key) => void submitPost(p, key)}
        onClose={() => setComposer(null)}
      />
      <ReactorsDialog
        open={reactors !== null}
        status={reactors?.status ?? 'loading'}
        reactors={reactors?.items ?? []}
        onClose={() => setReactors(null)}
        now={now}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete post"
        message={DELETE_QUESTION}
        confirmLabel="Delete"
        destructive
        busy={deleting?.busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
      <ReportDialog
        open={reporting !== null}
        title="Report Post"
        description="Tell our moderators what is wrong with this post. Reports are private: the author is not told who sent them."
        sending={reporting?.sending}
        error={reporting?.error}
        onSubmit={(reason) => void submitReport(reason)}
        onClose={() => setReporting(null)}
      />
    </>
  );
}
