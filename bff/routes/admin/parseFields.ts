import type { z } from 'zod';
import { describeIssue } from '../../middleware/validate';
import { fieldError } from '../../services/admin/listings';

/** A form's body: a 400 names the field both in its message and as `field` (the console's forms). */
export function parseFields<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {}, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw fieldError(String(issue.path[0] ?? ''), describeIssue(issue));
}
