import { z } from 'zod';
import { objectIdSchema } from '../common/schemas';
import { AD_PLACEMENTS, REVENUE_EVENT_TYPES } from './index';

/** GET /api/advertisements?placement=top|bottom. */
export const adQuerySchema = z.object({
  placement: z.enum(AD_PLACEMENTS, { message: 'placement must be top or bottom' }),
});

/**
 * POST /api/revenue-events. `amount` is accepted as the app sends it and ignored: the server
 * books the value of the type. An ad event names its ad, a sponsored one its center.
 */
export const revenueEventSchema = z
  .object({
    event_type: z.enum(REVENUE_EVENT_TYPES, {
      message: `event_type must be one of ${REVENUE_EVENT_TYPES.join(', ')}`,
    }),
    amount: z.number({ message: 'amount must be a number' }).optional(),
    advertiser_id: z.string({ message: 'advertiser_id must be text' }).max(64).optional(),
    description: z
      .string({ message: 'description must be text' })
      .max(300, 'description must be at most 300 characters')
      .default(''),
    ad_id: objectIdSchema.optional(),
    center_id: objectIdSchema.optional(),
  })
  .superRefine((e, ctx) => {
    const isAd = e.event_type === 'ad_impression' || e.event_type === 'ad_click';
    if (isAd && !e.ad_id)
      ctx.addIssue({ code: 'custom', path: ['ad_id'], message: `${e.event_type} needs ad_id` });
    if (!isAd && !e.center_id)
      ctx.addIssue({
        code: 'custom',
        path: ['center_id'],
        message: `${e.event_type} needs center_id`,
      });
  });
export type RevenueEventInput = z.input<typeof revenueEventSchema>;
