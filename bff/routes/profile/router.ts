import Router from '@koa/router';
import { Types } from 'mongoose';
import { requireUser, type AuthState } from '../../auth/currentUser';
import type { Profile } from '../../../contract/profile';
import { profileInputSchema } from '../../../contract/profile/schemas';
import { parseInput } from '../../middleware/validate';
import type { Models } from '../../models';
import type { ProfileDoc } from '../../models/profile';
import type { PostService } from '../../services/posts';

/** Exactly the fields of a profile that leave the server. */
export function presentProfile(doc: Partial<ProfileDoc> | null, fallbackName: string): Profile {
  return {
    display_name: doc?.display_name || fallbackName,
    support_status: doc?.support_status ?? null,
    recovery_type: doc?.recovery_type ?? null,
    support_radius: doc?.support_radius ?? 10,
    bio: doc?.bio ?? '',
    location_visible: doc?.location_visible ?? true,
    accept_messages: doc?.accept_messages ?? true,
  } as Profile;
}

export function profileRouter(models: Models, posts: Pick<PostService, 'renameAuthor'>) {
  const router = new Router<AuthState>({ prefix: '/api/profile' });

  const providerName = async (userId: string) =>
    (await models.User.findById(userId, { provider_name: 1 }).lean())?.provider_name ?? '';

  router.get('/', async (ctx) => {
    const user = requireUser(ctx);
    const [doc, name] = await Promise.all([
      models.Profile.findOne({ user_id: new Types.ObjectId(user.id) }).lean(),
      providerName(user.id),
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentProfile(doc, name);
  });

  router.post('/', async (ctx) => {
    const user = requireUser(ctx);
    const input = parseInput(profileInputSchema, (ctx.request as { body?: unknown }).body);
    // Only the fields sent are written: nothing stored is lost when a client omits one.
    const set: Record<string, unknown> = { updated_at: new Date() };
    for (const [key, value] of Object.entries(input)) if (value !== undefined) set[key] = value;
    const doc = await models.Profile.findOneAndUpdate(
      { user_id: new Types.ObjectId(user.id) },
      { $set: set },
      { upsert: true, returnDocument: 'after', runValidators: true, setDefaultsOnInsert: true },
    ).lean();
    const profile = presentProfile(doc, await providerName(user.id));
    if (input.display_name !== undefined) await posts.renameAuthor(user.id, profile.display_name);
    ctx.body = profile;
  });

  return router;
}
