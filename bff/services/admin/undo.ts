import { UNDOABLE_ACTIONS, type AuditState } from '../../../contract/admin';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import type { SignedInUser } from '../../viewer';
import type { AuditLog } from './audit';
import type { CaseMoves } from './caseMoves';
import type { ContactMessages } from './contactMessages';
import type { PendingResources } from './pendingResources';
import type { AdminPlaces } from './places';
import type { PostModeration } from './postModeration';
import type { ReportCases } from './reportCases';
import type { Suspensions } from './suspensions';
import { caseIdOf } from './reportFiling';

type PostStatus = 'published' | 'pending' | 'rejected' | 'deleted';

const str = (state: AuditState | null, key: string) =>
  typeof state?.[key] === 'string' ? (state[key] as string) : null;
const num = (state: AuditState | null, key: string) =>
  typeof state?.[key] === 'number' ? (state[key] as number) : undefined;
/** Whether a move happened; a place no longer where the entry left it (409) is simply not moved. */
const moved = (p: Promise<unknown>) =>
  p.then(
    (done) => done !== null,
    (err: unknown) => {
      if (err instanceof HttpError && err.status === 409) return false;
      throw err;
    },
  );

/**
 * POST /api/admin/audit/{id}/undo: puts back what one action changed, when nothing else changed it
 * since (409 otherwise), and audits the undo. Claimed once per entry, so two moderators undoing the
 * same action at once undo it one time.
 */
export function undoService(deps: {
  audit: AuditLog;
  moves: CaseMoves;
  posts: PostModeration;
  cases: ReportCases;
  resources: PendingResources;
  places: AdminPlaces;
  contact: ContactMessages;
  suspensions: Suspensions;
}) {
  const { audit, moves, posts, cases, resources, places, contact, suspensions } = deps;

  /** Applies the reverse of an entry; true when something was put back. */
  async function reverse(
    moderator: SignedInUser,
    e: NonNullable<Awaited<ReturnType<AuditLog['entry']>>>,
  ): Promise<boolean> {
    const caseId = caseIdOf(e.target_type as 'post', e.target_id);
    const round = num(e.before, 'round');
    switch (e.action) {
      case 'post.approve':
      case 'post.reject': {
        const was = str(e.before, 'status') as PostStatus | null;
        const now = str(e.after, 'status') as PostStatus | null;
        const moved =
          was && now && was !== now
            ? (await posts.movePost(e.target_id, [now], was)) !== null
            : false;
        const closed = str(e.after, 'case');
        const reopened =
          closed && closed !== 'open'
            ? (await moves.move(caseId, closed as 'dismissed', 'open', moderator.id, round)) !==
              null
            : false;
        return moved || reopened;
      }
      case 'report.dismiss':
        return (await moves.move(caseId, 'dismissed', 'open', moderator.id, round)) !== null;
      case 'content.hide': {
        const reopened = await moves.move(caseId, 'hidden', 'open', moderator.id, round);
        if (reopened) await cases.setMessageHidden(e.target_id, false);
        return reopened !== null;
      }
      case 'resource.approve':
        return resources.reopen(e.target_id, 'approved');
      case 'resource.reject':
        return resources.reopen(e.target_id, 'rejected');
      case 'resource.remove':
        return moved(places.setResourceRemoved(e.target_id, false));
      case 'resource.restore':
        return moved(places.setResourceRemoved(e.target_id, true));
      case 'meeting.remove':
        return moved(places.setMeetingRemoved(e.target_id, false));
      case 'meeting.restore':
        return moved(places.setMeetingRemoved(e.target_id, true));
      case 'user.suspend': {
        const lifted = await suspensions.set(e.target_id, false);
        // A suspension from the Reports tab puts its case back in the queue too.
        const kase = str(e.after, 'case');
        if (lifted && kase) await moves.move(kase, 'suspended', 'open', moderator.id);
        return lifted;
      }
      case 'user.unsuspend':
        return suspensions.set(e.target_id, true);
      case 'contact.read':
        return (await contact.setRead(e.target_id, false)).changed;
      default:
        return false;
    }
  }

  return {
    async undo(moderator: SignedInUser, entryId: string): Promise<void> {
      const entry = await audit.entry(entryId);
      if (!entry) throw notFound('Audit entry not found.', 'audit_entry_not_found');
      if (!UNDOABLE_ACTIONS.includes(entry.action))
        throw badRequest('This action cannot be undone here.', 'validation_failed');
      // Already undone (by anyone): nothing more to do, and nothing is audited twice.
      if (!(await audit.markUndone(entryId, moderator.id))) return;
      let done = false;
      try {
        done = await reverse(moderator, entry);
      } finally {
        if (!done) await audit.releaseUndo(entryId);
      }
      if (!done)
        throw conflict(
          'This can no longer be undone: it has changed since. Reload to see where it stands.',
          'undo_outdated',
        );
      await audit.record(moderator, {
        action: 'undo',
        target_type: entry.target_type,
        target_id: entry.target_id,
        target_label: entry.target_label,
        before: entry.after,
        after: entry.before,
        undoes: entryId,
      });
    },
  };
}
