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
import type { SignedInUser } from '../../viewer';
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
  /** POST `path`: `act` by the signed-in moderator on the id in the address; `{ success: true }`. */
  const action = (
    path: string,
    params: ReturnType<typeof validate>,
    act: (by: SignedInUser, id: string) => Promise<unknown>,
  ) =>
    router.post(path, params, async (ctx) => {
      // Every `params` given here validates an `id` (an object id or a case id).
      const { id } = ctx.state.input.params as { id: string };
      await act(requireUser(ctx), id.toLowerCase());
      ctx.body = ok;
    });

  const kase = validate({ params: caseParamsSchema }, { notFound: caseNotFound });
  action('/reports/:id/dismiss', kase, admin.cases.dismiss);
  action('/reports/:id/hide', kase, admin.cases.hide);
  action('/reports/:id/suspend', kase, admin.cases.suspend);

  const person = idOf(personNotFound);
  action('/users/:id/suspend', person, admin.suspensions.suspend);
  action('/users/:id/unsuspend', person, admin.suspensions.unsuspend);

  router.get('/pending-posts', list, async (ctx) => {
    ctx.body = await admin.posts.list(ctx.state.input.query);
  });
  const post = idOf(postNotFound);
  action('/posts/:id/approve', post, admin.posts.approve);
  action('/posts/:id/reject', post, admin.posts.reject);

  router.get('/pending-resources', list, async (ctx) => {
    ctx.body = await admin.resources.list(ctx.state.input.query);
  });
  const resource = validate({ params: placeParamsSchema }, { notFound: resourceNotFound });
  action('/resources/:id/approve', resource, admin.resources.approve);
  action('/resources/:id/reject', resource, admin.resources.reject);

  router.get('/contact-messages', list, async (ctx) => {
    ctx.body = await admin.contact.list(ctx.state.input.query);
  });
  action('/contact-messages/:id/read', idOf(contactMessageNotFound), admin.contact.markRead);

  router.get('/audit', validate({ query: auditQuerySchema }), async (ctx) => {
    ctx.body = await admin.audit.list(ctx.state.input.query);
  });
  action('/audit/:id/undo', idOf(auditEntryNotFound), admin.undo);

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
