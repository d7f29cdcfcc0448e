import { newRouter } from '../newRouter';
import { requireUser, signedIn } from '../../auth/currentUser';
import { TILE_ATTRIBUTION } from '../../../contract/map';
import {
  bboxQuerySchema,
  peersQuerySchema,
  resourceSuggestionSchema,
} from '../../../contract/map/schemas';
import { limitPerPerson, type RateLimits } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import type { MapPeers } from '../../services/mapPeers';
import type { PlacesService } from '../../services/places';

/**
 * The map (docs/product.md, Map and location): its settings, the peers near the viewer, resources
 * and meeting groups in a box, and resource suggestions. Every route needs a signed-in person.
 * The viewer's own shared area is the profile's (bff/routes/profile/router.ts).
 */
export function mapRouter(
  peers: MapPeers,
  places: PlacesService,
  limits: RateLimits,
  settings: { tileUrl: string },
) {
  const router = newRouter();
  const byBox = validate({ query: bboxQuerySchema });

  router.get('/api/map/settings', signedIn, (ctx) => {
    ctx.body = { tile_url: settings.tileUrl, attribution: TILE_ATTRIBUTION };
  });

  router.get('/api/map/peers', signedIn, validate({ query: peersQuerySchema }), async (ctx) => {
    const { lat, lng } = ctx.state.input.query;
    const centre =
      lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined;
    ctx.body = { peers: await peers.near(requireUser(ctx).id, centre) };
  });

  router.get('/api/map/resources', signedIn, byBox, async (ctx) => {
    const { bbox } = ctx.state.input.query;
    ctx.body = { resources: await places.resources(requireUser(ctx).id, bbox) };
  });

  router.get('/api/map/meeting-groups', signedIn, byBox, async (ctx) => {
    const { bbox } = ctx.state.input.query;
    ctx.body = { meetingGroups: await places.meetingGroups(requireUser(ctx).id, bbox) };
  });

  router.post(
    '/api/resources',
    signedIn,
    validate({ body: resourceSuggestionSchema }),
    limitPerPerson(limits, 'suggestions'),
    async (ctx) => {
      const resource = await places.suggest(requireUser(ctx).id, ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { resource: { ...resource, status: 'pending' } };
    },
  );

  return router;
}
