import type { Connection } from 'mongoose';
import type { AdminCounts } from '../../../contract/admin';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import type { MapCells } from '../mapCells';
import { auditLog } from './audit';
import { caseMoves } from './caseMoves';
import { contactMessages } from './contactMessages';
import { moderationCounts } from './counts';
import { pendingResources } from './pendingResources';
import type { ModerationNotice } from './moderationNotice';
import { adminPlaces } from './places';
import { postModeration } from './postModeration';
import { reportCases } from './reportCases';
import { suspensions } from './suspensions';
import { adminListings } from './listings';
import { placeImportRuns } from './placeImportRuns';
import { revenueReport } from './revenue';
import { placeImports } from '../placeImports';
import type { HelpService } from '../help';
import { undoService } from './undo';
import type { EventHub } from '../../events/hub';

/**
 * The moderation console's services wired together (docs/privacy-and-moderation.md, Moderation):
 * the queues, the actions on them, the audit log every action writes, and undo.
 */
export function adminService(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  deps: {
    cells: MapCells;
    help: HelpService;
    isAdminEmail: (email: string) => boolean;
    hub: Pick<EventHub, 'publish'>;
    /** What follows a profile change (the map marker, the supporters list). */
    profileFollowers: readonly ((userId: string) => Promise<void>)[];
    /** Ends every session of a person (a suspension). */
    endSessions: (userId: string) => Promise<void>;
    /** Tells a person what moderators decided about their post or suggested place. */
    moderated: ModerationNotice;
  },
) {
  const audit = auditLog(models, conn, seam);
  const moves = caseMoves(models, seam);
  const posts = postModeration(models, conn, seam, moves, audit, deps.moderated);
  const suspended = suspensions(models, seam, {
    audit,
    hub: deps.hub,
    isAdminEmail: deps.isAdminEmail,
    profileFollowers: deps.profileFollowers,
    endSessions: deps.endSessions,
  });
  const cases = reportCases(models, conn, seam, {
    moves,
    posts,
    suspensions: suspended,
    audit,
    isAdminEmail: deps.isAdminEmail,
  });
  const resources = pendingResources(models, conn, seam, deps.cells, audit, deps.moderated);
  const places = adminPlaces(models, seam, deps.cells, audit);
  const contact = contactMessages(models, conn, seam, audit);
  const counts = moderationCounts(models);
  const listings = adminListings(models, deps.help, audit);
  const imports = placeImportRuns(placeImports(models, deps.cells), audit);
  const revenue = revenueReport(models);
  const { undo } = undoService({
    audit,
    moves,
    posts,
    cases,
    resources,
    places,
    contact,
    suspensions: suspended,
  });

  return {
    audit,
    posts,
    cases,
    resources,
    places,
    contact,
    suspensions: suspended,
    listings,
    imports,
    revenue,
    undo,
    /** GET /api/admin/counts: the queues' counts, and what is live on Get Help. */
    async counts(): Promise<AdminCounts> {
      const [queues, listings] = await Promise.all([
        counts.read(),
        seam.findByIds<{ _id: string; ids?: string[] }>(models.Listing, [
          'centers',
          'ads:top',
          'ads:bottom',
        ]),
      ]);
      const live = [...listings.values()].reduce((n, l) => n + (l.ids?.length ?? 0), 0);
      return { ...queues, ads_centers: live };
    },
  };
}
export type AdminService = ReturnType<typeof adminService>;
