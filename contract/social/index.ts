/**
 * The community (docs/product.md, Community) contract: values, limits and shapes, with no zod at
 * run time.
 */
export type { NewPost } from './schemas';

/** The six reactions (docs/product.md, Community, Reactions), in picker order. */
export const REACTIONS = [
  { type: 'like', emoji: '👍', label: 'Like' },
  { type: 'love', emoji: '❤️', label: 'Love' },
  { type: 'haha', emoji: '😂', label: 'Haha' },
  { type: 'wow', emoji: '😮', label: 'Wow' },
  { type: 'sad', emoji: '😢', label: 'Sad' },
  { type: 'strong', emoji: '💪', label: 'Strong' },
] as const;
export const REACTION_TYPES = ['like', 'love', 'haha', 'wow', 'sad', 'strong'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export type ReactionCounts = Record<ReactionType, number>;

export const PRIVACIES = ['public', 'friends', 'private'] as const;
export type Privacy = (typeof PRIVACIES)[number];
export const PRIVACY_LABELS: Record<Privacy, string> = {
  public: 'Public',
  friends: 'Friends',
  private: 'Only me',
};

export const POST_MAX = 5000;
export const COMMENT_MAX = 2000;
export const REPORT_REASON_MAX = 500;
export const FEED_PAGE_SIZE = 20;
/**
 * Reports from this many different people hold a post for moderator review; only reports from
 * established accounts count (bff/policies/reports.ts).
 */
export const REPORTS_TO_HOLD = 3;

export type ModerationStatus = 'published' | 'pending' | 'rejected';

/** A post as the feed shows it. */
export interface Post {
  id: string;
  user_id: string;
  content: string;
  created_at: string;
  display_name: string;
  likes_count: number;
  comments_count: number;
  reactions: ReactionCounts;
  user_liked: boolean;
  /** The viewer's reaction as its emoji, or null. */
  user_reaction: string | null;
  user_reaction_type: ReactionType | null;
  privacy: Privacy;
  post_type: 'text' | 'milestone';
  milestone_days: number | null;
  status: ModerationStatus;
  /** Written by one of the product's moderators, as the server knew when it was written. */
  by_moderator: boolean;
}

export interface FeedPage {
  posts: Post[];
  next_cursor: string | null;
}

/** GET /api/social/posts/{id}/comments: the newest comments, oldest first for display. */
export interface CommentsPage {
  comments: Comment[];
  /** Pass as `?cursor=` for the earlier comments ('Show earlier comments'); null when none. */
  next_cursor: string | null;
}

export interface ReactionResult {
  likes_count: number;
  reactions: ReactionCounts;
  user_liked: boolean;
  user_reaction: string | null;
  user_reaction_type: ReactionType | null;
}

export interface Reactor {
  display_name: string;
  reaction_type: ReactionType;
  created_at: string;
}

export interface Comment {
  id: string;
  user_id: string;
  content: string;
  display_name: string;
  created_at: string;
  /** Written by one of the product's moderators (never read from the name). */
  by_moderator: boolean;
}
