import { shownName } from '../../domain/profile/displayName';
import { reactionEmoji } from '../../domain/social/postRules';
import type { Types } from 'mongoose';
import {
  REACTION_TYPES,
  type Comment,
  type ModerationStatus,
  type Post,
  type Privacy,
  type ReactionCounts,
  type ReactionResult,
  type ReactionType,
  type Reactor,
} from '../../contract/social';

export interface PostRecord {
  _id: Types.ObjectId;
  author_id: Types.ObjectId;
  display_name?: string | null;
  content: string;
  privacy?: string | null;
  post_type?: string | null;
  milestone_days?: number | null;
  status?: string | null;
  likes_count?: number | null;
  comments_count?: number | null;
  reports_count?: number | null;
  hold_reports_count?: number | null;
  reactions?: Partial<Record<ReactionType, number | null>> | null;
  created_at: Date;
  feed_pos?: number | null;
  by_moderator?: boolean | null;
}

/** A stored count as it leaves: never negative, zero where absent. */
const countOf = (n: number | null | undefined) => Math.max(0, n ?? 0);

/** Counts of each reaction type, never negative, zero where absent. */
function presentCounts(raw: PostRecord['reactions']): ReactionCounts {
  return Object.fromEntries(REACTION_TYPES.map((t) => [t, countOf(raw?.[t])])) as ReactionCounts;
}

/** The viewer's own reaction, as a post and a reaction's answer both carry it. */
const viewerReactionFields = (reaction: ReactionType | null) => ({
  user_liked: reaction !== null,
  user_reaction: reactionEmoji(reaction),
  user_reaction_type: reaction,
});

/** Exactly the fields of a post that leave the server. */
export function presentPost(p: PostRecord, viewerReaction: ReactionType | null): Post {
  return {
    id: String(p._id),
    user_id: String(p.author_id),
    content: p.content,
    created_at: p.created_at.toISOString(),
    display_name: shownName(p.display_name),
    likes_count: countOf(p.likes_count),
    comments_count: countOf(p.comments_count),
    reactions: presentCounts(p.reactions),
    ...viewerReactionFields(viewerReaction),
    privacy: (p.privacy ?? 'public') as Privacy,
    post_type: p.post_type === 'milestone' ? 'milestone' : 'text',
    milestone_days: p.milestone_days ?? null,
    status: (p.status ?? 'published') as ModerationStatus,
    by_moderator: p.by_moderator === true,
  };
}

/**
 * The answer to a reaction: the post's counters after it (null: the post vanished meanwhile) and
 * the viewer's reaction now (null: removed).
 */
export function presentReactionResult(
  post: Pick<PostRecord, 'likes_count' | 'reactions'> | null,
  viewerReaction: ReactionType | null,
): ReactionResult {
  return {
    likes_count: countOf(post?.likes_count),
    reactions: presentCounts(post?.reactions),
    ...viewerReactionFields(viewerReaction),
  };
}

export interface ReactionRecord {
  _id: string;
  user_id: Types.ObjectId;
  display_name?: string | null;
  reaction: string;
  created_at: Date;
}

/** One name in the reactors list: never the person's id. */
export function presentReactor(r: ReactionRecord): Reactor {
  return {
    display_name: shownName(r.display_name),
    reaction_type: r.reaction as ReactionType,
    created_at: r.created_at.toISOString(),
  };
}

export interface CommentRecord {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  content: string;
  display_name?: string | null;
  created_at: Date;
  by_moderator?: boolean | null;
}

/** Exactly the fields of a comment that leave the server. */
export function presentComment(c: CommentRecord): Comment {
  return {
    id: String(c._id),
    user_id: String(c.user_id),
    content: c.content,
    display_name: shownName(c.display_name),
    created_at: c.created_at.toISOString(),
    by_moderator: c.by_moderator === true,
  };
}

/** The answer to a new comment: the comment and the post's comment count after it. */
export function presentAddedComment(
  comment: CommentRecord,
  post: Pick<PostRecord, 'comments_count'> | null,
): { comment: Comment; comments_count: number } {
  return { comment: presentComment(comment), comments_count: countOf(post?.comments_count) };
}
