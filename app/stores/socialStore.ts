import { create } from 'zustand';
import type { NewPost, Post, ReactionType } from '../../contract/social';
import { applyReaction } from '../../domain/social/postRules';
import type { PostComments } from '../../ui/social/SocialScreen';
import { ApiError } from '../api/client';
import { socialApi } from '../api/social';
import { useNoticeStore } from './noticeStore';

interface SocialState {
  posts: Post[];
  status: 'loading' | 'ready' | 'error';
  nextCursor: string | null;
  loadingMore: boolean;
  comments: Record<string, PostComments>;
  load: () => Promise<void>;
  loadMore: () => Promise<void>;
  create: (post: NewPost) => Promise<Post>;
  react: (postId: string, type: ReactionType) => Promise<void>;
  loadComments: (postId: string) => Promise<void>;
  addComment: (postId: string, content: string) => Promise<void>;
  remove: (postId: string) => Promise<void>;
  report: (postId: string, reason: string) => Promise<void>;
}

const notify = (severity: 'success' | 'error' | 'info', message: string) =>
  useNoticeStore.getState().show(severity, message);
const reasonOf = (err: unknown, fallback: string) =>
  err instanceof ApiError ? err.message : fallback;
const replacePost = (posts: Post[], id: string, update: (p: Post) => Post) =>
  posts.map((p) => (p.id === id ? update(p) : p));

const initial = {
  posts: [] as Post[],
  status: 'loading' as const,
  nextCursor: null,
  loadingMore: false,
  comments: {},
};

/** The community feed: pages, optimistic posts and reactions with rollback, comments, deletion, reports. */
export const useSocialStore = create<SocialState>()((set, get) => ({
  ...initial,

  load: async () => {
    set({ status: 'loading' });
    try {
      const page = await socialApi.feed();
      set({ posts: page.posts, nextCursor: page.next_cursor, status: 'ready' });
    } catch {
      set({ status: 'error' });
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

  create: async (input) => {
    // Optimistic: the post shows at once, then takes the server's id and fields.
    const tempId = `pending-${Date.now()}`;
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
    };
    set({ posts: [optimistic, ...get().posts], status: 'ready' });
    try {
      const { post } = await socialApi.create(input);
      set({ posts: replacePost(get().posts, tempId, () => post) });
      return post;
    } catch (err) {
      set({ posts: get().posts.filter((p) => p.id !== tempId) });
      throw new Error(
        reasonOf(err, 'Your post could not be sent. Please check your connection and try again.'),
      );
    }
  },

  react: async (postId, type) => {
    const before = get().posts.find((p) => p.id === postId);
    if (!before) return;
    set({ posts: replacePost(get().posts, postId, (p) => applyReaction(p, type)) });
    try {
      const result = await socialApi.react(postId, type);
      set({ posts: replacePost(get().posts, postId, (p) => ({ ...p, ...result })) });
    } catch (err) {
      set({ posts: replacePost(get().posts, postId, () => before) });
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
        [postId]: { status: 'loading', items: previous?.items ?? [] },
      },
    });
    try {
      const { comments } = await socialApi.comments(postId);
      set({ comments: { ...get().comments, [postId]: { status: 'ready', items: comments } } });
    } catch {
      set({
        comments: {
          ...get().comments,
          [postId]: { status: 'error', items: previous?.items ?? [] },
        },
      });
    }
  },

  addComment: async (postId, content) => {
    try {
      const { comments_count } = await socialApi.addComment(postId, content);
      set({ posts: replacePost(get().posts, postId, (p) => ({ ...p, comments_count })) });
      // Spec: after adding, comments reload and the count increments.
      await get().loadComments(postId);
    } catch (err) {
      notify(
        'error',
        `Your comment was not posted: ${reasonOf(err, 'please check your connection')}`,
      );
      throw err;
    }
  },

  remove: async (postId) => {
    try {
      await socialApi.remove(postId);
      set({ posts: get().posts.filter((p) => p.id !== postId) });
      notify('success', 'Post deleted successfully.');
    } catch (err) {
      notify(
        'error',
        err instanceof ApiError
          ? err.message || 'Failed to delete post.'
          : 'Error deleting post. Please try again.',
      );
      throw err;
    }
  },

  report: async (postId, reason) => {
    try {
      await socialApi.report(postId, reason);
      notify('success', 'Thank you. Your report was sent to our moderators.');
    } catch (err) {
      throw new Error(
        reasonOf(err, 'Your report could not be sent. Please check your connection and try again.'),
      );
    }
  },
}));

export const resetSocialStore = () => useSocialStore.setState(initial);
