import { z } from 'zod';
import { objectIdSchema } from '../../../contract/common/schemas';
import {
  adminListQuerySchema,
  auditQuerySchema,
  caseParamsSchema,
  placeParamsSchema,
  adInputSchema,
  centerInputSchema,
  importQuerySchema,
} from '../../../contract/admin/schemas';
import { MEDIA_MAX_BYTES } from '../../../contract/admin';
import { readRawBody } from '../../middleware/rawBody';
import { requireAdmin, requireUser } from '../../auth/currentUser';
import { notFound, personNotFound, postNotFound, type HttpError } from '../../errors';
import { validate } from '../../middleware/validate';
import type { AdminService } from '../../services/admin';
import { caseNotFound } from '../../services/admin/caseMoves';
import { contactMessageNotFound } from '../../services/admin/contactMessages';
import { resourceNotFound } from '../../services/admin/pendingResources';
import { newRouter } from '../newRouter';
import { parseFields } from './parseFields';
import { placeRoutes } from './placeRoutes';

const ok = { success: true } as const;
/** The largest import file the console takes (a Meeting Guide feed of a large region). */
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const adNotFound = () => notFound('Advertisement not found.', 'ad_not_found');
const centerNotFound = () => notFound('Treatment center not found.', 'center_not_found');
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

  placeRoutes(router, admin);

  router.get('/ads-centers', async (ctx) => {
    ctx.body = await admin.listings.list();
  });
  const ad = validate({ params: placeParamsSchema }, { notFound: adNotFound });
  const center = validate({ params: placeParamsSchema }, { notFound: centerNotFound });
  router.post('/ads', async (ctx) => {
    const input = parseFields(adInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { ad: await admin.listings.saveAd(requireUser(ctx), null, input) };
  });
  router.put('/ads/:id', ad, async (ctx) => {
    const input = parseFields(adInputSchema, ctx.request.body);
    const { id } = ctx.state.input.params;
    ctx.body = { ad: await admin.listings.saveAd(requireUser(ctx), id, input) };
  });
  router.post('/centers', async (ctx) => {
    const input = parseFields(centerInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { center: await admin.listings.saveCenter(requireUser(ctx), null, input) };
  });
  router.put('/centers/:id', center, async (ctx) => {
    const input = parseFields(centerInputSchema, ctx.request.body);
    const { id } = ctx.state.input.params;
    ctx.body = { center: await admin.listings.saveCenter(requireUser(ctx), id, input) };
  });

  // Files arrive as the body itself, read here within their limit (bff/middleware/rawBody.ts).
  router.post('/media', async (ctx) => {
    const data = await readRawBody(ctx, MEDIA_MAX_BYTES, 'The image');
    ctx.status = 201;
    ctx.body = await admin.listings.upload(data);
  });
  router.post('/imports', validate({ query: importQuerySchema }), async (ctx) => {
    const { kind, group_type } = ctx.state.input.query;
    const text = (await readRawBody(ctx, IMPORT_MAX_BYTES, 'The file')).toString('utf8');
    ctx.body = await admin.imports.run(requireUser(ctx), kind, text, group_type);
  });

  router.get('/revenue', async (ctx) => {
    ctx.body = await admin.revenue.summary();
  });
  router.get('/revenue.csv', async (ctx) => {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`revenue-${new Date().toISOString().slice(0, 10)}.csv`);
    ctx.body = await admin.revenue.csv();
  });

  return router;
}
