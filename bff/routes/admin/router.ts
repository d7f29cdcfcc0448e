import { z } from 'zod';
import { objectIdSchema } from '../../../contract/common/schemas';
import {
  adminListQuerySchema,
  auditQuerySchema,
  caseParamsSchema,
  placeParamsSchema,
} from '../../../contract/admin/schemas';
import { requireAdmin, requireUser } from '../../auth/currentUser';
import { notFound, personNotFound, postNotFound, type HttpError } from '../../errors';
import { validate } from '../../middleware/validate';
import type { AdminService } from '../../services/admin';
import { caseNotFound } from '../../services/admin/caseMoves';
import { contactMessageNotFound } from '../../services/admin/contactMessages';
import { resourceNotFound } from '../../services/admin/pendingResources';
import { newRouter } from '../newRouter';

const ok = { success: true } as const;
const idOf = (notFoundError: () => HttpError) =>
  validate({ params: z.object({ id: objectIdSchema }) }, { notFound: notFoundError });
const auditEntryNotFound = () => notFound('Audit entry not found.', 'audit_entry_not_found');

/**
 * The moderation console (docs/privacy-and-moderation.md, Moderation). Every route is for admins
 * only (requireAdmin: 401 visitors, 403 everyone else), and every action is idempotent: a second
 * approve answers 200 and changes nothing.
 */
export function adminRouter(admin: AdminService) {
  const router = newRouter('/api/admin');
  router.use(requireAdmin);
  const list = validate({ query: adminListQuerySchema });

  router.get('/counts', async (ctx) => {
    ctx.body = await admin.counts();
  });

  router.get('/reports', list, async (ctx) => {
    ctx.body = await admin.cases.list(ctx.state.input.query);
  });
  const kase = validate({ params: caseParamsSchema }, { notFound: caseNotFound });
  router.post('/reports/:id/dismiss', kase, async (ctx) => {
    await admin.cases.dismiss(requireUser(ctx), ctx.state.input.params.id);
    ctx.body = ok;
  });
  router.post('/reports/:id/hide', kase, async (ctx) => {
    await admin.cases.hide(requireUser(ctx), ctx.state.input.params.id);
    ctx.body = ok;
  });

  router.post('/reports/:id/suspend', kase, async (ctx) => {
    await admin.cases.suspend(requireUser(ctx), ctx.state.input.params.id);
    ctx.body = ok;
  });

  const person = idOf(personNotFound);
  router.post('/users/:id/suspend', person, async (ctx) => {
    await admin.suspensions.suspend(requireUser(ctx), ctx.state.input.params.id.toLowerCase());
    ctx.body = ok;
  });
  router.post('/users/:id/unsuspend', person, async (ctx) => {
    await admin.suspensions.unsuspend(requireUser(ctx), ctx.state.input.params.id.toLowerCase());
    ctx.body = ok;
  });

  router.get('/pending-posts', list, async (ctx) => {
    ctx.body = await admin.posts.list(ctx.state.input.query);
  });
  router.post('/posts/:id/approve', idOf(postNotFound), async (ctx) => {
    await admin.posts.approve(requireUser(ctx), ctx.state.input.params.id.toLowerCase());
    ctx.body = ok;
  });
  router.post('/posts/:id/reject', idOf(postNotFound), async (ctx) => {
    await admin.posts.reject(requireUser(ctx), ctx.state.input.params.id.toLowerCase());
    ctx.body = ok;
  });

  router.get('/pending-resources', list, async (ctx) => {
    ctx.body = await admin.resources.list(ctx.state.input.query);
  });
  const resource = validate({ params: placeParamsSchema }, { notFound: resourceNotFound });
  router.post('/resources/:id/approve', resource, async (ctx) => {
    await admin.resources.approve(requireUser(ctx), ctx.state.input.params.id);
    ctx.body = ok;
  });
  router.post('/resources/:id/reject', resource, async (ctx) => {
    await admin.resources.reject(requireUser(ctx), ctx.state.input.params.id);
    ctx.body = ok;
  });

  router.get('/contact-messages', list, async (ctx) => {
    ctx.body = await admin.contact.list(ctx.state.input.query);
  });
  router.post('/contact-messages/:id/read', idOf(contactMessageNotFound), async (ctx) => {
    await admin.contact.markRead(requireUser(ctx), ctx.state.input.params.id.toLowerCase());
    ctx.body = ok;
  });

  router.get('/audit', validate({ query: auditQuerySchema }), async (ctx) => {
    ctx.body = await admin.audit.list(ctx.state.input.query);
  });
  router.post('/audit/:id/undo', idOf(auditEntryNotFound), async (ctx) => {
    await admin.undo(requireUser(ctx), ctx.state.input.params.id.toLowerCase());
    ctx.body = ok;
  });

  return router;
}
