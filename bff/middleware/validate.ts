import type { z } from 'zod';
import { badRequest } from '../errors';

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
