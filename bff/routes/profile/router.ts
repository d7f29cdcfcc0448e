import Router from '@koa/router';
import { requireUser, signedIn, type AuthState } from '../../auth/currentUser';
import { profileInputSchema } from '../../../contract/profile/schemas';
import { validate } from '../../middleware/validate';
import { presentProfile } from '../../presenters/profile';
import type { ProfileService } from '../../services/profile';

/** GET and POST /api/profile: the signed-in person's own profile (spec, Profile Setup). */
export function profileRouter(profiles: ProfileService) {
  const router = new Router<AuthState>({ prefix: '/api/profile' });
  router.use(signedIn);

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentProfile(await profiles.get(requireUser(ctx).id));
  });

  router.post('/', validate({ body: profileInputSchema }), async (ctx) => {
    ctx.body = presentProfile(await profiles.save(requireUser(ctx).id, ctx.state.input.body));
  });

  return router;
}
