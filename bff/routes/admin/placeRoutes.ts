import {
  meetingGroupInputSchema,
  placeParamsSchema,
  placeSearchQuerySchema,
  resourceInputSchema,
} from '../../../contract/admin/schemas';
import { requireUser } from '../../auth/currentUser';
import { validate } from '../../middleware/validate';
import type { AdminService } from '../../services/admin';
import { resourceNotFound } from '../../services/admin/pendingResources';
import { meetingGroupNotFound } from '../../services/admin/places';
import type { AuthState } from '../../auth/currentUser';
import type { newRouter } from '../newRouter';
import { parseFields } from './parseFields';

/**
 * The console's places on the map (docs/product.md, Admin): search, add, correct, take off the map
 * and put back, for resources and meeting groups. Mounted by adminRouter, behind requireAdmin.
 */
export function placeRoutes(router: ReturnType<typeof newRouter<AuthState>>, admin: AdminService) {
  const search = validate({ query: placeSearchQuerySchema });
  const resource = validate({ params: placeParamsSchema }, { notFound: resourceNotFound });
  const meeting = validate({ params: placeParamsSchema }, { notFound: meetingGroupNotFound });

  router.get('/resources', search, async (ctx) => {
    ctx.body = await admin.places.findResources(ctx.state.input.query.q);
  });
  router.post('/resources', async (ctx) => {
    const input = parseFields(resourceInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { resource: await admin.places.saveResource(requireUser(ctx), null, input) };
  });
  router.put('/resources/:id', resource, async (ctx) => {
    const input = parseFields(resourceInputSchema, ctx.request.body);
    const { id } = ctx.state.input.params;
    ctx.body = { resource: await admin.places.saveResource(requireUser(ctx), id, input) };
  });
  router.post('/resources/:id/remove', resource, async (ctx) => {
    const { id } = ctx.state.input.params;
    ctx.body = { resource: await admin.places.moveResource(requireUser(ctx), id, true) };
  });
  router.post('/resources/:id/restore', resource, async (ctx) => {
    const { id } = ctx.state.input.params;
    ctx.body = { resource: await admin.places.moveResource(requireUser(ctx), id, false) };
  });

  router.get('/meeting-groups', search, async (ctx) => {
    ctx.body = await admin.places.findMeetingGroups(ctx.state.input.query.q);
  });
  router.post('/meeting-groups', async (ctx) => {
    const input = parseFields(meetingGroupInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = {
      meeting_group: await admin.places.saveMeetingGroup(requireUser(ctx), null, input),
    };
  });
  router.put('/meeting-groups/:id', meeting, async (ctx) => {
    const input = parseFields(meetingGroupInputSchema, ctx.request.body);
    const { id } = ctx.state.input.params;
    ctx.body = { meeting_group: await admin.places.saveMeetingGroup(requireUser(ctx), id, input) };
  });
  router.post('/meeting-groups/:id/remove', meeting, async (ctx) => {
    const { id } = ctx.state.input.params;
    ctx.body = { meeting_group: await admin.places.moveMeetingGroup(requireUser(ctx), id, true) };
  });
  router.post('/meeting-groups/:id/restore', meeting, async (ctx) => {
    const { id } = ctx.state.input.params;
    ctx.body = { meeting_group: await admin.places.moveMeetingGroup(requireUser(ctx), id, false) };
  });
}
