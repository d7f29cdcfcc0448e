import { contactMessageSchema } from '../../../contract/admin/schemas';
import { requireUser, signedIn } from '../../auth/currentUser';
import { limitPerPerson, type RateLimits } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import type { AdminService } from '../../services/admin';
import { newRouter } from '../newRouter';

/** POST /api/contact-messages: the Contact us form and Get Help's listing inquiries. */
export function contactRouter(admin: Pick<AdminService, 'contact'>, limits: RateLimits) {
  const router = newRouter('/api/contact-messages');
  router.post(
    '/',
    signedIn,
    validate({ body: contactMessageSchema }),
    limitPerPerson(limits, 'contact_messages'),
    async (ctx) => {
      await admin.contact.send(requireUser(ctx), ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { success: true };
    },
  );
  return router;
}
