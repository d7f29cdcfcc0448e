import type { FeedPage, NewPost, Post, ReactionType, Reactor } from '../../contract/social';
import { applyReaction } from '../../domain/social/postRules';
import type { PostComments } from '../../ui/social/SocialScreen';
import { ApiError, requestFailureText } from '../api/client';
import { socialApi } from '../api/social';
import { useNoticeStore } from './noticeStore';
import { startsFromSessionPage } from '../prerender/page';
import { createStartable } from './firstState';
import { resettable } from './resetRegistry';

interface SocialState {
  posts: Post[];
  status: 'loading' | 'ready' | 'error';
  nextCursor: string | null;
  loadingMore: boolean;
  comments: Record<string, PostComments>;
  /** Per post, the cursor of the comments before those shown (null: none). */
  commentCursors: Record<string, string | null>;
  load: () => Promise<void>;
  /**
   * The screen opened: loads the feed, unless the page it arrived in was drawn with it (a session
   * page, app/prerender/sessionAnswers.ts), which shows it already and needs no second asking.
   */
  arrive: () => Promise<void>;
  /**
   * Shows the feed's first page the page was drawn with, as a load would, from the first render on
   * (app/stores/firstState.ts).
   */
  showFirstPage: (page: FeedPage) => void;
  loadMore: () => Promise<void>;
  /** `key`: the compose's Idempotency-Key; a second call with it while the first runs joins it. */
  create: (post: NewPost, key?: string) => Promise<Post>;
  react: (postId: string, type: ReactionType) => Promise<void>;
  loadComments: (postId: string) => Promise<void>;
  /** 'Show earlier comments': the page before the comments shown. */
  loadEarlierComments: (postId: string) => Promise<void>;
  addComment: (postId: string, content: string, key?: string) => Promise<void>;
  loadReactors: (postId: string) => Promise<Reactor[]>;
  remove: (postId: string) => Promise<void>;
  report: (postId: string, reason: string) => Promise<void>;
  /** The post a notification opened (`/social?post=`), shown first; null when none. */
  focus: PostFocus | null;
  /** Fetches that post (a notification's link) and keeps it among the posts; never rejects. */
  loadFocus: (postId: string) => Promise<void>;
  clearFocus: () => void;
}

/** The post a notification opened: loading, there (in `posts`), or why it is not. */
export interface PostFocus {
  id: string;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  /** Counts the openings: each one shows the post afresh (its newest comments too). */
  seq: number;
  /** It was not among the posts shown, so it was added to them (and goes when it closes). */
  inserted: boolean;
}
let focusSeq = 0;

const notify = (severity: 'success' | 'error' | 'info', message: string) =>
  useNoticeStore.getState().show(severity, message);
const reasonOf = (err: unknown, fallback: string) =>
  err instanceof ApiError ? err.message : fallback;
/** The error a throwing action rejects with: its message is the text to show the person. */
const failure = (err: unknown, message: string) => new Error(message, { cause: err });
const replacePost = (posts: Post[], id: string, update: (p: Post) => Post) =>
  posts.map((p) => (p.id === id ? update(p) : p));

const initial = {
  posts: [] as Post[],
  status: 'loading' as const,
  nextCursor: null,
  loadingMore: false,
  comments: {},
  commentCursors: {},
  focus: null as PostFocus | null,
};

/**
 * Reactions in flight, by post: the number of the latest request (only its answer is shown) and
 * the post as the server last confirmed it (where a failed latest request rolls back to).
 */
const reacting = new Map<string, { latest: number; confirmed: Post }>();
let reactionSeq = 0;
/** Temporary ids of posts being sent: a counter, so two posts in one millisecond keep apart. */
const sending = new Set<string>();
let tempSeq = 0;
/** The number of the latest feed load: an older answer arriving later is dropped. */
let loadSeq = 0;
/** The feed shown is the one the page arrived with, and the screen has not opened since. */
let cameWithPage = false;
/**
 * Creations in flight by Idempotency-Key: a double submit of one compose joins the first call
 * (one optimistic post, one request); the server answers a later retry with the first result.
 */
const creating = new Map<string, Promise<Post>>();
const commenting = new Map<string, Promise<void>>();
/** Runs `task` once per key while it is in flight; without a key, every time. */
function joined<T>(
  inFlight: Map<string, Promise<T>>,
  key: string | undefined,
  task: () => Promise<T>,
) {
  if (!key) return task();
  const running = inFlight.get(key);
  if (running) return running;
  const started = task().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/**
 * The community feed: pages, optimistic posts and reactions with rollback, comments, deletion,
 * reports. Safe under races: only the latest reaction's answer is shown, a failed one rolls back
 * to what the server last confirmed, a feed load keeps posts still being sent, and temporary ids
 * are unique.
 *
 * Error contract, one per action:
 * - never reject, failure shown by the store: `load` and `loadComments` (as `status: 'error'`
 *   in state, the screen offers a retry), `loadMore`, `loadEarlierComments` and `react` (as an
 *   error notice);
 * - reject with an Error whose message is the text to show, the caller shows it and the store
 *   announces no failure: `create` (composer), `addComment` (the page's notice; the panel keeps the
 *   text), `loadReactors` (reactors dialog), `remove` (the page's notice), `report` (report dialog).
 *   Their success notices ('Post deleted successfully.', the report's thanks) are the store's.
 */
export const useSocialStore = resettable(
  createStartable<SocialState>((set, get) => ({
    ...initial,

    loadFocus: async (postId) => {
      const seq = ++focusSeq;
      const was = get().focus;
      const inserted = was?.id === postId && was.inserted;
      set({ focus: { id: postId, status: 'loading', error: null, seq, inserted } });
      try {
        const { post } = await socialApi.post(postId);
        if (get().focus?.seq !== seq) return;
        const known = get().posts.some((p) => p.id === post.id);
        set((s) => ({
          posts: known ? replacePost(s.posts, post.id, () => post) : [post, ...s.posts],
          focus: { id: postId, status: 'ready', error: null, seq, inserted: inserted || !known },
        }));
      } catch (err) {
        if (get().focus?.seq !== seq) return;
        const gone = err instanceof ApiError && err.status === 404;
        set({
          focus: {
            id: postId,
            status: 'error',
            error: gone
              ? 'This post is no longer available: it was deleted, or you can no longer see it.'
              : requestFailureText(err),
            seq,
            inserted,
          },
        });
      }
    },
    clearFocus: () => {
      const focus = get().focus;
      // A post added only to be shown first leaves the feed with it: the feed is as it was.
      if (focus?.inserted) set((s) => ({ posts: s.posts.filter((p) => p.id !== focus.id) }));
      set({ focus: null });
    },

    showFirstPage: (page) => {
      cameWithPage = true;
      useSocialStore.startWith({
        posts: page.posts,
        nextCursor: page.next_cursor,
        status: 'ready',
      });
    },

    arrive: () => {
      if (!cameWithPage) return get().load();
      cameWithPage = false;
      return Promise.resolve();
    },

    load: async () => {
      cameWithPage = false;
      const seq = ++loadSeq;
      set({ status: 'loading' });
      try {
        const page = await socialApi.feed();
        if (seq !== loadSeq) return;
        // Posts still being sent stay on top: the page was read without them.
        const known = new Set(page.posts.map((p) => p.id));
        const inFlight = get().posts.filter((p) => sending.has(p.id) && !known.has(p.id));
        // So does the post a notification opened, when it is older than this page.
        const focusId = get().focus?.status === 'ready' ? get().focus?.id : undefined;
        const focused = get().posts.filter((p) => p.id === focusId && !known.has(p.id));
        set({
          posts: [...inFlight, ...focused, ...page.posts],
          nextCursor: page.next_cursor,
          status: 'ready',
        });
      } catch {
        if (seq === loadSeq) set({ status: 'error' });
      }
    },

    loadMore: async () => {
      const { nextCursor, loadingMore } = get();
      if (!nextCursor || loadingMore) return;
      set({ loadingMore: true });
      try {
        const page = await socialApi.feed(nextCursor);
        const known = new Set(get().posts.map((p) => p.id));
        set({
          posts: [...get().posts, ...page.posts.filter((p) => !known.has(p.id))],
          nextCursor: page.next_cursor,
        });
      } catch {
        notify('error', 'More posts could not be loaded. Please try again.');
      } finally {
        set({ loadingMore: false });
      }
    },

    create: (input, key) =>
      joined(creating, key, async () => {
        // Optimistic: the post shows at once, then takes the server's id and fields.
        const tempId = `pending-${++tempSeq}`;
        const optimistic: Post = {
          id: tempId,
          user_id: 'me',
          content: input.content,
          created_at: new Date().toISOString(),
          display_name: 'You',
          likes_count: 0,
          comments_count: 0,
          reactions: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, strong: 0 },
          user_liked: false,
          user_reaction: null,
          user_reaction_type: null,
          privacy: input.privacy ?? 'public',
          post_type: input.post_type ?? 'text',
          milestone_days: input.milestone_days ?? null,
          status: 'published',
          // The server says whether its author is a moderator; until then, no badge.
          by_moderator: false,
        };
        sending.add(tempId);
        set({ posts: [optimistic, ...get().posts], status: 'ready' });
        try {
          const { post } = await socialApi.create(input, key);
          // In the optimistic post's place, once (a load may already have brought the real one).
          const posts = get().posts;
          const at = posts.findIndex((p) => p.id === tempId);
          const rest = posts.filter((p) => p.id !== tempId && p.id !== post.id);
          const index = at < 0 ? 0 : Math.min(at, rest.length);
          set({ posts: [...rest.slice(0, index), post, ...rest.slice(index)] });
          return post;
        } catch (err) {
          set({ posts: get().posts.filter((p) => p.id !== tempId) });
          throw failure(
            err,
            reasonOf(
              err,
              'Your post could not be sent. Please check your connection and try again.',
            ),
          );
        } finally {
          sending.delete(tempId);
        }
      }),

    react: async (postId, type) => {
      const current = get().posts.find((p) => p.id === postId);
      if (!current) return;
      const seq = ++reactionSeq;
      const entry = reacting.get(postId) ?? { latest: seq, confirmed: current };
      entry.latest = seq;
      reacting.set(postId, entry);
      set({ posts: replacePost(get().posts, postId, (p) => applyReaction(p, type)) });
      try {
        const result = await socialApi.react(postId, type);
        entry.confirmed = { ...entry.confirmed, ...result };
        // A newer reaction is on its way: its answer decides what shows.
        if (entry.latest !== seq) return;
        reacting.delete(postId);
        set({ posts: replacePost(get().posts, postId, (p) => ({ ...p, ...result })) });
      } catch (err) {
        if (entry.latest === seq) {
          reacting.delete(postId);
          set({ posts: replacePost(get().posts, postId, () => entry.confirmed) });
        }
        notify(
          'error',
          `Your reaction was not saved: ${reasonOf(err, 'please check your connection')}`,
        );
      }
    },

    loadComments: async (postId) => {
      const previous = get().comments[postId];
      set({
        comments: {
          ...get().comments,
          [postId]: { ...previous, status: 'loading', items: previous?.items ?? [] },
        },
      });
      try {
        const page = await socialApi.comments(postId);
        set({
          comments: {
            ...get().comments,
            [postId]: {
              status: 'ready',
              items: page.comments,
              hasEarlier: page.next_cursor !== null,
            },
          },
          commentCursors: { ...get().commentCursors, [postId]: page.next_cursor },
        });
      } catch {
        set({
          comments: {
            ...get().comments,
            [postId]: { ...previous, status: 'error', items: previous?.items ?? [] },
          },
        });
      }
    },

    loadEarlierComments: async (postId) => {
      const cursor = get().commentCursors[postId];
      const shown = get().comments[postId];
      if (!cursor || !shown || shown.loadingEarlier) return;
      const update = (patch: Partial<PostComments>) => {
        const now = get().comments[postId];
        if (now) set({ comments: { ...get().comments, [postId]: { ...now, ...patch } } });
      };
      update({ loadingEarlier: true });
      try {
        const page = await socialApi.comments(postId, cursor);
        // The panel may have reloaded meanwhile: only the page it asked for is added.
        if (get().commentCursors[postId] !== cursor) return;
        const items = get().comments[postId]?.items ?? [];
        const known = new Set(items.map((c) => c.id));
        update({
          items: [...page.comments.filter((c) => !known.has(c.id)), ...items],
          hasEarlier: page.next_cursor !== null,
        });
        set({ commentCursors: { ...get().commentCursors, [postId]: page.next_cursor } });
      } catch {
        notify('error', 'Earlier comments could not be loaded. Please try again.');
      } finally {
        update({ loadingEarlier: false });
      }
    },

    addComment: (postId, content, key) =>
      joined(commenting, key, async () => {
        try {
          const { comments_count } = await socialApi.addComment(postId, content, key);
          set({ posts: replacePost(get().posts, postId, (p) => ({ ...p, comments_count })) });
        } catch (err) {
          throw failure(
            err,
            `Your comment was not posted: ${reasonOf(err, 'please check your connection')}`,
          );
        }
        // After adding, comments reload and the count increments (docs/product.md, Comments).
        await get().loadComments(postId);
      }),

    loadReactors: async (postId) => {
      try {
        return (await socialApi.reactors(postId)).likes;
      } catch (err) {
        throw failure(err, reasonOf(err, 'Reactions could not be loaded.'));
      }
    },

    remove: async (postId) => {
      try {
        await socialApi.remove(postId);
      } catch (err) {
        throw failure(
          err,
          err instanceof ApiError
            ? err.message || 'Failed to delete post.'
            : 'Error deleting post. Please try again.',
        );
      }
      set({ posts: get().posts.filter((p) => p.id !== postId) });
      notify('success', 'Post deleted successfully.');
    },

    report: async (postId, reason) => {
      try {
        await socialApi.report(postId, reason);
      } catch (err) {
        throw failure(
          err,
          reasonOf(
            err,
            'Your report could not be sent. Please check your connection and try again.',
          ),
        );
      }
      notify('success', 'Thank you. Your report was sent to our moderators.');
    },
  })),
  () => {
    reacting.clear();
    sending.clear();
    creating.clear();
    commenting.clear();
    cameWithPage = false;
  },
);

// Community drawn by the server starts the feed from the first page it was drawn with.
startsFromSessionPage('social', {
  start: (answers) => useSocialStore.getState().showFirstPage(answers.feed),
  forget: () => useSocialStore.forgetFirstState(),
});
