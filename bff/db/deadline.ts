import { AsyncLocalStorage } from 'node:async_hooks';
import type { Aggregate, Query, Schema } from 'mongoose';

/** The time a request has left, carried to every query it makes (AsyncLocalStorage). */
export interface RequestBudget {
  /** Epoch ms after which the request has been answered 503 and its work is useless. */
  deadline: number;
  /** Set when the request was answered without its work (time limit) or the client left. */
  abandoned: boolean;
}

const budgets = new AsyncLocalStorage<RequestBudget>();

/** Runs fn with budget as the time limit of every query it makes. */
export function withBudget<T>(budget: RequestBudget, fn: () => Promise<T>): Promise<T> {
  return budgets.run(budget, fn);
}

/**
 * Runs fn outside any request's time limit: for writes that must finish together once begun (a
 * message stored must reach both thread lists even if the sender's connection drops meanwhile),
 * and for timers a long-lived answer starts (a live stream's heartbeat outlives its request's).
 */
export function outsideBudget<T>(fn: () => T): T {
  return budgets.exit(fn);
}

/** Whether the current request was already answered or left (loops of raw reads stop then). */
export function requestAbandoned(): boolean {
  const budget = budgets.getStore();
  return budget !== undefined && (budget.abandoned || Date.now() > budget.deadline);
}

/**
 * A read started ahead of the code that awaits it, so several run at once. Its failure reaches
 * whoever awaits it. When nobody does (the request was answered or abandoned first, so its work
 * stopped), the failure would surface as an unhandled rejection: it is dropped here instead, and
 * nothing is lost, because a read stores nothing and the request's own end is already logged.
 */
export function readAhead<T>(read: Promise<T>): Promise<T> {
  read.catch(() => {});
  return read;
}

/** Thrown instead of running a query for a request that was already answered or abandoned. */
export class RequestAbandonedError extends Error {
  override name = 'RequestAbandonedError';
  constructor() {
    super('The request was abandoned; its database work is not started.');
  }
}

/** Milliseconds the current request has left (undefined outside a request); throws when none. */
function budgetLeft(): number | undefined {
  const budget = budgets.getStore();
  if (!budget) return undefined;
  const left = budget.deadline - Date.now();
  if (budget.abandoned || left <= 0) throw new RequestAbandonedError();
  return left;
}

/** Every query operation mongoose runs (updateOne and deleteOne as queries, not documents). */
const QUERIES =
  /^(countDocuments|deleteMany|deleteOne|distinct|estimatedDocumentCount|find|findOne|findOneAndDelete|findOneAndReplace|findOneAndUpdate|replaceOne|updateMany|updateOne)$/;

/**
 * A mongoose plugin: every query and aggregate of a request carries `maxTimeMS` = the time the
 * request has left, so the server stops work nobody waits for; once the request was answered
 * (REQUEST_TIMEOUT_MS) or its client left, its next query, save or insert is not sent at all.
 */
export function deadlinePlugin(schema: Schema): void {
  schema.pre<Query<unknown, unknown>>(QUERIES, { document: false, query: true }, function () {
    const left = budgetLeft();
    if (left === undefined) return;
    const set = this.getOptions().maxTimeMS;
    if (set === undefined || set > left) this.maxTimeMS(Math.ceil(left));
  });
  schema.pre('aggregate', function (this: Aggregate<unknown>) {
    const left = budgetLeft();
    if (left === undefined) return;
    const set = this.options.maxTimeMS;
    if (set === undefined || set > left) this.option({ maxTimeMS: Math.ceil(left) });
  });
  schema.pre('save', () => void budgetLeft());
  schema.pre('insertMany', () => void budgetLeft());
  schema.pre('bulkWrite', () => void budgetLeft());
}
