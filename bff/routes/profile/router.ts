import Router from '@koa/router';
import { requireUser, signedIn, type AuthState } from '../../auth/currentUser';
import { profileInputSchema } from '../../../contract/profile/schemas';
import { displayNameProblem } from '../../../domain/profile/displayName';
import { validate } from '../../middleware/validate';
import { presentProfile } from '../../presenters/profile';
import type { ProfileService } from '../../services/profile';

/**
 * The contract's shape plus the display-name rule of domain/profile (staff impersonation,
 * invisible and text-direction characters): contract/ depends on nothing, so the BFF adds it.
 */
const profileInput = profileInputSchema.superRefine((input, ctx) => {
  const problem = input.display_name === undefined ? null : displayNameProblem(input.display_name);
  if (problem) ctx.addIssue({ code: 'custom', path: ['display_name'], message: problem });
});

/**
 * GET and POST /api/profile: the signed-in person's own profile (docs/product.md, Profile and
 * Profile Setup).
 */
export function profileRouter(profiles: ProfileService) {
  const router = new Router<AuthState>({ prefix: '/api/profile' });
  router.use(signedIn);

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentProfile(await profiles.get(requireUser(ctx).id));
  });

  router.post('/', validate({ body: profileInput }), async (ctx) => {
    ctx.body = presentProfile(await profiles.save(requireUser(ctx).id, ctx.state.input.body));
  });

  return router;
}
