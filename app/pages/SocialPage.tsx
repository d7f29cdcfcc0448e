import { useEffect } from 'react';
import { SocialScreen } from '../../ui/social/SocialScreen';
import { socialApi } from '../api/social';
import { useSocialStore } from '../stores/socialStore';
import { useSessionStore } from '../stores/sessionStore';

/** Community (/social): connects the feed store to the feed screen. */
export function SocialPage() {
  const feed = useSocialStore();
  const user = useSessionStore((s) => s.user);
  const load = useSocialStore((s) => s.load);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <SocialScreen
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
