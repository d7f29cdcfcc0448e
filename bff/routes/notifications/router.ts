import { newRouter } from '../newRouter';
import {
  checkInReportSchema,
  markReadSchema,
  notificationsQuerySchema,
  preferencesSchema,
  pushEndpointSchema,
  pushSubscriptionSchema,
} from '../../../contract/notifications/schemas';
import { HttpError } from '../../errors';
import { requireUser, signedIn } from '../../auth/currentUser';
import { validate } from '../../middleware/validate';
import type { NotificationService } from '../../services/notifications';
import type { PushDevices } from '../../services/notifications/push';

/**
 * A person's notifications (docs/notifications.md): the list, marking read, preferences, the
 * devices pushes go to, and the check-in reports that skip a day's reminder.
 */
export function notificationsRouter(notifications: NotificationService, push: PushDevices) {
  const router = newRouter('/api/notifications');
  router.use(signedIn);

  router.get('/', validate({ query: notificationsQuerySchema }), async (ctx) => {
    ctx.body = await notifications.list(requireUser(ctx).id, {
      cursor: ctx.state.input.query.cursor,
    });
  });

  // The header's badge on every signed-in page: the count alone, not a page of entries.
  router.get('/unread', async (ctx) => {
    ctx.body = { unread_count: await notifications.unreadCount(requireUser(ctx).id) };
  });

  router.post('/read', validate({ body: markReadSchema }), async (ctx) => {
    const body = ctx.state.input.body;
    ctx.body = {
      unread_count: await notifications.markRead(
        requireUser(ctx).id,
        body.all ? { all: true } : { ids: body.ids ?? [] },
      ),
    };
  });

  router.get('/preferences', async (ctx) => {
    ctx.body = { preferences: await notifications.preferencesOf(requireUser(ctx).id) };
  });

  router.put('/preferences', validate({ body: preferencesSchema }), async (ctx) => {
    ctx.body = {
      preferences: await notifications.savePreferences(requireUser(ctx).id, ctx.state.input.body),
    };
  });

  router.get('/push', (ctx) => {
    ctx.body = { public_key: push.publicKey() };
  });

  router.put('/push', validate({ body: pushSubscriptionSchema }), async (ctx) => {
    if (!push.publicKey())
      throw new HttpError(
        503,
        'push_not_configured',
        'Notifications to your phone are not set up on this server.',
      );
    await push.subscribe(requireUser(ctx).id, ctx.state.input.body);
    ctx.status = 204;
  });

  router.delete('/push', validate({ body: pushEndpointSchema }), async (ctx) => {
    await push.unsubscribe(requireUser(ctx).id, ctx.state.input.body.endpoint);
    ctx.status = 204;
  });

  router.post('/reminders/check-in', validate({ body: checkInReportSchema }), async (ctx) => {
    await notifications.reportCheckIn(requireUser(ctx).id, ctx.state.input.body.date);
    ctx.status = 204;
  });

  return router;
}
