import { newRouter } from '../newRouter';
import { requireUser, signedIn } from '../../auth/currentUser';
import { locationInputSchema } from '../../../contract/map/schemas';
import { profileInputSchema } from '../../../contract/profile/schemas';
import { limitPerPerson, type RateLimits } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import type { MapPeers } from '../../services/mapPeers';
import type { ProfileService } from '../../services/profile';

/**
 * The signed-in person's own profile (docs/product.md, Profile and Profile Setup) and the area
 * they share on the map (GET, PUT and DELETE /api/profile/location; docs/product.md, Sharing a
 * location).
 */
export function profileRouter(profiles: ProfileService, peers: MapPeers, limits: RateLimits) {
  const router = newRouter('/api/profile');
  router.use(signedIn);

  router.get('/', async (ctx) => {
    ctx.body = await profiles.get(requireUser(ctx).id);
  });

  router.post('/', validate({ body: profileInputSchema }), async (ctx) => {
    ctx.body = await profiles.save(requireUser(ctx).id, ctx.state.input.body);
  });

  router.get('/location', async (ctx) => {
    ctx.body = { location: await peers.location(requireUser(ctx).id) };
  });

  router.put(
    '/location',
    validate({ body: locationInputSchema }),
    limitPerPerson(limits, 'location'),
    async (ctx) => {
      ctx.body = { location: await peers.setLocation(requireUser(ctx).id, ctx.state.input.body) };
    },
  );

  router.delete('/location', limitPerPerson(limits, 'location'), async (ctx) => {
    await peers.forgetLocation(requireUser(ctx).id);
    ctx.body = { location: null };
  });

  return router;
}
