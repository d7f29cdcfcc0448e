import { z } from 'zod';
import { COMMENT_MAX, POST_MAX, PRIVACIES, REACTION_TYPES, REPORT_REASON_MAX } from './index';

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

/** GET /api/social/posts/{id}/comments: `cursor` (from next_cursor) asks for earlier comments. */
export const commentsQuerySchema = z.object({
  cursor: z.string().max(200, 'cursor is not valid').optional(),
});
