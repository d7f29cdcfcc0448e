import { exportFileName } from '../../../contract/account';
import { deleteAccountSchema } from '../../../contract/account/schemas';
import { SESSION_COOKIE, requireUser, signedIn } from '../../auth/currentUser';
import type { Background } from '../../background';
import { appOnly } from '../../middleware/fetchMetadata';
import { limitPerPerson, type RateLimits } from '../../middleware/rateLimit';
import { validate } from '../../middleware/validate';
import type { AccountService } from '../../services/account';
import { streamJsonObject } from '../../services/account/exportWriter';
import { newRouter } from '../newRouter';

/** How long DELETE /api/account waits for the whole erasure before answering; the rest goes on. */
const DELETE_WAIT_MS = 8_000;

/**
 * The person's own account (docs/product.md, Privacy & account): their data as a file, and
 * deleting the account. Their sessions are bff/routes/sessions/router.ts.
 */
export function accountRouter(account: AccountService, limits: RateLimits, jobs: Background) {
  const router = newRouter('/api/account');

  // appOnly: another site's link cannot spend the person's few downloads a day.
  router.get(
    '/export',
    signedIn,
    appOnly,
    limitPerPerson(limits, 'account_exports'),
    async (ctx) => {
      const user = requireUser(ctx);
      const now = new Date();
      ctx.set('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = streamJsonObject(
        (sink) => account.export.write(user.id, sink, now),
        (error) => void jobs.run('account.export', Promise.reject(error)),
      );
    },
  );

  router.delete('/', signedIn, validate({ body: deleteAccountSchema }), async (ctx) => {
    const user = requireUser(ctx);
    const { signedOut, done } = account.deletion.start(user.id);
    // The erasure goes on in the background if it takes longer; a failure there is logged and
    // resumed by the sweep (bff/app.ts). Signing out is its first step: once the account is gone
    // the answer is 'deleted', even if the database fails before a later step is done.
    void jobs.run('account.delete', done);
    await signedOut;
    await Promise.race([
      done.catch(() => {
        // Logged by jobs.run above and resumed by the sweep; the account is already gone.
      }),
      new Promise<void>((resolve) => setTimeout(resolve, DELETE_WAIT_MS).unref()),
    ]);
    ctx.cookies.set(SESSION_COOKIE, null);
    ctx.body = { deleted: true };
  });

  return router;
}
