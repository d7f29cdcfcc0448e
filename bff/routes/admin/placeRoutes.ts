import type { z } from 'zod';
import {
  meetingGroupInputSchema,
  placeParamsSchema,
  placeSearchQuerySchema,
  resourceInputSchema,
} from '../../../contract/admin/schemas';
import { requireUser, type AuthState } from '../../auth/currentUser';
import type { HttpError } from '../../errors';
import { validate } from '../../middleware/validate';
import type { AdminService } from '../../services/admin';
import { resourceNotFound } from '../../services/admin/pendingResources';
import { meetingGroupNotFound } from '../../services/admin/places';
import type { SignedInUser } from '../../viewer';
import type { newRouter } from '../newRouter';
import { parseFields } from './parseFields';

/** One kind of place as its routes see it: where it lives, what it is called, what it does. */
interface PlaceKindRoutes<S extends z.ZodType> {
  path: string;
  /** The answer's key for one place. */
  one: string;
  input: S;
  notFound: () => HttpError;
  find: (q: string) => Promise<object>;
  save: (by: SignedInUser, id: string | null, input: z.output<S>) => Promise<object>;
  move: (by: SignedInUser, id: string, removed: boolean) => Promise<object>;
}

/**
 * The console's places on the map (docs/product.md, Admin): search, add, correct, take off the map
 * and put back, for resources and meeting groups alike. Mounted by adminRouter, behind requireAdmin.
 */
export function placeRoutes(router: ReturnType<typeof newRouter<AuthState>>, admin: AdminService) {
  const { places } = admin;
  const search = validate({ query: placeSearchQuerySchema });

  function mount<S extends z.ZodType>(kind: PlaceKindRoutes<S>) {
    const byId = validate({ params: placeParamsSchema }, { notFound: kind.notFound });
    router.get(`/${kind.path}`, search, async (ctx) => {
      ctx.body = await kind.find(ctx.state.input.query.q);
    });
    router.post(`/${kind.path}`, async (ctx) => {
      const input = parseFields(kind.input, ctx.request.body);
      ctx.status = 201;
      ctx.body = { [kind.one]: await kind.save(requireUser(ctx), null, input) };
    });
    router.put(`/${kind.path}/:id`, byId, async (ctx) => {
      const input = parseFields(kind.input, ctx.request.body);
      ctx.body = {
        [kind.one]: await kind.save(requireUser(ctx), ctx.state.input.params.id, input),
      };
    });
    for (const [action, removed] of [
      ['remove', true],
      ['restore', false],
    ] as const)
      router.post(`/${kind.path}/:id/${action}`, byId, async (ctx) => {
        const id = ctx.state.input.params.id;
        ctx.body = { [kind.one]: await kind.move(requireUser(ctx), id, removed) };
      });
  }

  mount({
    path: 'resources',
    one: 'resource',
    input: resourceInputSchema,
    notFound: resourceNotFound,
    find: places.findResources,
    save: places.saveResource,
    move: places.moveResource,
  });
  mount({
    path: 'meeting-groups',
    one: 'meeting_group',
    input: meetingGroupInputSchema,
    notFound: meetingGroupNotFound,
    find: places.findMeetingGroups,
    save: places.saveMeetingGroup,
    move: places.moveMeetingGroup,
  });
}
