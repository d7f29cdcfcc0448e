import { z } from 'zod';

/** The six reactions of the spec, in picker order. */
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

export const reactionEmoji = (type: ReactionType | null | undefined): string | null =>
  REACTIONS.find((r) => r.type === type)?.emoji ?? null;

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
/** Reports from this many different people hold a post for moderator review. */
export const REPORTS_TO_HOLD = 3;

const content = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .min(1, `${field} cannot be blank`)
    .max(max, `${field} must be at most ${max} characters`);

/** POST /api/social/posts: a text post or the milestone form. */
export const newPostSchema = z
  .object({
    content: content('content', POST_MAX),
    privacy: z
      .enum(PRIVACIES, { message: 'privacy must be one of public, friends, private' })
      .default('public'),
    post_type: z
      .enum(['text', 'milestone'], { message: 'post_type must be text or milestone' })
      .default('text'),
    milestone_type: z
      .literal('days_in_recovery', { message: 'milestone_type must be days_in_recovery' })
      .optional(),
    milestone_days: z
      .number({ message: 'milestone_days must be a number' })
      .int('milestone_days must be a whole number')
      .positive('milestone_days must be a positive number')
      .max(36500, 'milestone_days must be at most 36500')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.post_type === 'milestone') {
      if (v.milestone_days === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['milestone_days'],
          message: 'milestone_days is required for a milestone',
        });
      }
      if (v.milestone_type === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['milestone_type'],
          message: 'milestone_type is required for a milestone',
        });
      }
    } else if (v.milestone_days !== undefined || v.milestone_type !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['post_type'],
        message: 'post_type must be milestone when milestone fields are sent',
      });
    }
  });
export type NewPost = z.input<typeof newPostSchema>;

export const reactionSchema = z.object({
  reaction: z.enum(REACTION_TYPES, {
    message: 'reaction must be one of like, love, haha, wow, sad, strong',
  }),
});

export const newCommentSchema = z.object({ content: content('content', COMMENT_MAX) });

export const reportSchema = z.object({
  reason: content('reason', REPORT_REASON_MAX),
});

export const feedQuerySchema = z.object({
  cursor: z.string().max(200, 'cursor is not valid').optional(),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .optional(),
});

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
  /** The viewer's reaction as its emoji (spec), or null. */
  user_reaction: string | null;
  user_reaction_type: ReactionType | null;
  privacy: Privacy;
  post_type: 'text' | 'milestone';
  milestone_days: number | null;
  status: ModerationStatus;
}

export interface FeedPage {
  posts: Post[];
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
}
