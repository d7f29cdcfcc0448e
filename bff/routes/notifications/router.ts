import { newRouter } from '../newRouter';
import {
  markReadSchema,
  notificationsQuerySchema,
  preferencesSchema,
} from '../../../contract/notifications/schemas';
import { requireUser, signedIn } from '../../auth/currentUser';
import { validate } from '../../middleware/validate';
import type { NotificationService } from '../../services/notifications';

/** A person's notifications (docs/notifications.md): the list, marking read, and preferences. */
export function notificationsRouter(notifications: NotificationService) {
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

  return router;
}
