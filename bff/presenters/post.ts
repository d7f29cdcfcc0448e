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
  type ReactionType,
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
}

/** Counts of each reaction type, never negative, zero where absent. */
export function presentCounts(raw: PostRecord['reactions']): ReactionCounts {
  return Object.fromEntries(
    REACTION_TYPES.map((t) => [t, Math.max(0, raw?.[t] ?? 0)]),
  ) as ReactionCounts;
}

/** Exactly the fields of a post that leave the server. */
export function presentPost(p: PostRecord, viewerReaction: ReactionType | null): Post {
  return {
    id: String(p._id),
    user_id: String(p.author_id),
    content: p.content,
    created_at: p.created_at.toISOString(),
    display_name: shownName(p.display_name),
    likes_count: Math.max(0, p.likes_count ?? 0),
    comments_count: Math.max(0, p.comments_count ?? 0),
    reactions: presentCounts(p.reactions),
    user_liked: viewerReaction !== null,
    user_reaction: reactionEmoji(viewerReaction),
    user_reaction_type: viewerReaction,
    privacy: (p.privacy ?? 'public') as Privacy,
    post_type: p.post_type === 'milestone' ? 'milestone' : 'text',
    milestone_days: p.milestone_days ?? null,
    status: (p.status ?? 'published') as ModerationStatus,
  };
}

export function presentComment(c: {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  content: string;
  display_name?: string | null;
  created_at: Date;
}): Comment {
  return {
    id: String(c._id),
    user_id: String(c.user_id),
    content: c.content,
    display_name: shownName(c.display_name),
    created_at: c.created_at.toISOString(),
  };
}
