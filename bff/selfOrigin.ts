import type { Context } from 'koa';

/** This server's origin as the request reached it. (In Koa 3, ctx.origin is the Origin header.) */
export const selfOrigin = (ctx: Pick<Context, 'protocol' | 'host'>) =>
  `${ctx.protocol}://${ctx.host}`;
