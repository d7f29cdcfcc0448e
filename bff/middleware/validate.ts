import type { Middleware } from 'koa';
import type { z } from 'zod';
import { badRequest, type HttpError } from '../errors';

/** Formats the first problem so the message names the field, e.g. "support_radius must be ...". */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.');
  if (
    (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
    issue.input === undefined
  ) {
    return field ? `${field} is required.` : 'A request body is required.';
  }
  if (issue.code === 'unrecognized_keys') return `Unknown field ${issue.keys.join(', ')}.`;
  const msg = issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  return field && !msg.startsWith(field) ? `${field}: ${msg}` : msg;
}

/** Parses input with a schema, or throws a 400 whose message names the field and the problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) {
    throw badRequest(describeIssue(result.error.issues[0]!));
  }
  return result.data;
}

export interface InputSchemas {
  params?: z.ZodType;
  /** Request headers by lower-case name (unknown ones are dropped). */
  headers?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What validate() leaves on ctx.state: the parsed, typed request input. */
export interface ValidState<S extends InputSchemas> {
  input: {
    params: Parsed<S['params']>;
    query: Parsed<S['query']>;
    body: Parsed<S['body']>;
    headers: Parsed<S['headers']>;
  };
}

/**
 * The one validation step of every route: parses params, query, body and headers with zod and puts the
 * typed results on ctx.state.input. Bad query or body input is a 400 naming the field; params
 * that do not parse name no resource, so they answer `notFound()` (a 404) when the route gives one.
 */
export function validate<S extends InputSchemas>(
  schemas: S,
  options: { notFound?: () => HttpError } = {},
): Middleware<ValidState<S>> {
  return async (ctx, next) => {
    const params = (ctx as unknown as { params?: Record<string, string> }).params ?? {};
    let parsedParams: unknown;
    if (schemas.params) {
      const result = schemas.params.safeParse(params, { reportInput: true });
      if (!result.success) {
        throw options.notFound?.() ?? badRequest(describeIssue(result.error.issues[0]!));
      }
      parsedParams = result.data;
    }
    ctx.state.input = {
      params: parsedParams,
      query: schemas.query ? parseInput(schemas.query, { ...ctx.query }) : undefined,
      body: schemas.body
        ? parseInput(schemas.body, (ctx.request as { body?: unknown }).body)
        : undefined,
      headers: schemas.headers ? parseInput(schemas.headers, { ...ctx.headers }) : undefined,
    } as ValidState<S>['input'];
    await next();
  };
}
