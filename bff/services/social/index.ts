import type { Connection } from 'mongoose';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import type { BlockService } from '../blocks';
import { commentsService } from './comments';
import { socialContext, type SocialNotify } from './context';
import { feedService } from './feed';
import { namesService } from './names';
import { reactionsService } from './reactions';
import { reportsService } from './reports';

/**
 * The community's rules (docs/product.md, Community): the feed, reactions, comments and reports,
 * each in its own module over one shared context (context.ts); who may see or do what is asked of
 * bff/policies/social.ts, and what leaves is shaped by bff/presenters/social.ts.
 */
export function socialService(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  blocks?: Pick<BlockService, 'hiddenFor'>,
  notify?: SocialNotify,
) {
  const ctx = socialContext(models, conn, seam, blocks, notify);
  return {
    /** Resolves once the start-up migration is done; tests and tools may await it. */
    ready: ctx.whenReady,
    ...feedService(ctx),
    ...reactionsService(ctx),
    ...commentsService(ctx),
    ...reportsService(ctx),
    ...namesService(ctx),
  };
}
export type SocialService = ReturnType<typeof socialService>;
