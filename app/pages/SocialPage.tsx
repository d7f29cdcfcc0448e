import { useEffect } from 'react';
import { FeedScreen } from '../../ui/feed/FeedScreen';
import { socialApi } from '../api/social';
import { useFeedStore } from '../stores/feedStore';
import { useSessionStore } from '../stores/sessionStore';

/** Community (/social): connects the feed store to the feed screen. */
export function SocialPage() {
  const feed = useFeedStore();
  const user = useSessionStore((s) => s.user);
  const load = useFeedStore((s) => s.load);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <FeedScreen
      posts={feed.posts}
      status={feed.status}
      hasMore={feed.nextCursor !== null}
      loadingMore={feed.loadingMore}
      viewerId={user?.id ?? ''}
      isAdmin={user?.is_admin === true}
      comments={feed.comments}
      onRetry={() => void feed.load()}
      onLoadMore={() => void feed.loadMore()}
      onCreatePost={async (post) => {
        await feed.create(post);
      }}
      onReact={(id, type) => void feed.react(id, type)}
      onLoadComments={(id) => void feed.loadComments(id)}
      onAddComment={feed.addComment}
      onLoadReactors={async (id) => (await socialApi.reactors(id)).likes}
      onDelete={feed.remove}
      onReport={feed.report}
    />
  );
}
