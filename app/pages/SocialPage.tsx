import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SocialScreen } from '../../ui/social/SocialScreen';
import { pageDrawnAt } from '../prerender/page';
import { useNoticeStore } from '../stores/noticeStore';
import { useSocialStore } from '../stores/socialStore';
import { useSessionStore } from '../stores/sessionStore';

/** Community (/social): connects the feed store to the feed screen. */
export function SocialPage() {
  const feed = useSocialStore();
  const user = useSessionStore((s) => s.user);
  const arrive = useSocialStore((s) => s.arrive);
  const notify = useNoticeStore((s) => s.show);
  const navigate = useNavigate();
  /** The store rejects with the text to show; the notice bar shows it, the screen still learns of it. */
  const shown = (err: Error): never => {
    notify('error', err.message);
    throw err;
  };

  useEffect(() => {
    void arrive();
  }, [arrive]);
  // A page the server drew is hydrated with its times as drawn ('2 minutes ago' then), or React
  // would find other text than the HTML's and draw the page again. Once hydrated, the moment is
  // forgotten (app/start.tsx) and the feed's next render says now's, without a render of its own.
  const drawnAt = pageDrawnAt();

  // '?post=': the post a notification opened, shown first (docs/notifications.md).
  const [params, setParams] = useSearchParams();
  const focusId = params.get('post')?.toLowerCase() ?? null;
  const { loadFocus, clearFocus } = feed;
  // Each arrival (a new history entry, even to the same address) opens the post afresh.
  const { key: arrival } = useLocation();
  useEffect(() => {
    if (focusId) void loadFocus(focusId);
    else clearFocus();
  }, [focusId, arrival, loadFocus, clearFocus]);

  return (
    <SocialScreen
      posts={feed.posts}
      now={drawnAt ?? undefined}
      status={feed.status}
      hasMore={feed.nextCursor !== null}
      loadingMore={feed.loadingMore}
      viewerId={user?.id ?? ''}
      isAdmin={user?.is_admin === true}
      comments={feed.comments}
      onRetry={() => void feed.load()}
      onLoadMore={() => void feed.loadMore()}
      onCreatePost={async (post, key) => {
        await feed.create(post, key);
      }}
      onReact={(id, type) => void feed.react(id, type)}
      onLoadComments={(id) => void feed.loadComments(id)}
      onLoadEarlierComments={(id) => void feed.loadEarlierComments(id)}
      onAddComment={(id, content, key) => feed.addComment(id, content, key).catch(shown)}
      onLoadReactors={feed.loadReactors}
      onDelete={(id) => feed.remove(id).catch(shown)}
      onReport={feed.report}
      onMessageAuthor={(userId) => navigate(`/messages?with=${encodeURIComponent(userId)}`)}
      focus={focusId && feed.focus?.id === focusId ? feed.focus : null}
      onCloseFocus={() => setParams({}, { replace: true })}
      onRetryFocus={() => focusId && void loadFocus(focusId)}
    />
  );
}
