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
    const job = account.deletion.start(user.id);
    // The erasure goes on in the background if it takes longer; a failure there is logged and
    // resumed by the sweep (bff/app.ts). Signing out is its first step: once the account is gone,
    // the answer is 'deleted' even if a later step must be resumed.
    void jobs.run('account.delete', job);
    const finished = await Promise.race([
      job.then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), DELETE_WAIT_MS).unref()),
    ]);
    if (!finished && (await account.deletion.accountExists(user.id))) await job;
    ctx.cookies.set(SESSION_COOKIE, null);
    ctx.body = { deleted: true };
  });

  return router;
}
