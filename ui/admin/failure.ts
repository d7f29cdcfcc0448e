import type { FieldError } from './types';

const hasMessage = (err: unknown): err is { message: string } =>
  typeof err === 'object' &&
  err !== null &&
  typeof (err as { message?: unknown }).message === 'string' &&
  (err as { message: string }).message !== '';

/** The text to show for a rejected action: its message, or `fallback` when it has none. */
export function failureText(err: unknown, fallback: string): string {
  return hasMessage(err) ? err.message : fallback;
}

/**
 * Which of `fields` a rejected save is about (see FieldError): its `field` when that is one of
 * them, else the field whose key starts its message; none when neither says.
 */
export function fieldErrorOf<F extends string>(
  err: unknown,
  fields: readonly F[],
  fallback: string,
): FieldError<F> {
  const message = failureText(err, fallback);
  const named = (err as { field?: unknown } | null)?.field;
  if (typeof named === 'string' && (fields as readonly string[]).includes(named))
    return { field: named as F, message };
  // Longest first, so 'active_until' is not taken for a shorter key it starts with.
  const byLength = [...fields].sort((a, b) => b.length - a.length);
  const field = byLength.find((f) => message.startsWith(`${f} `));
  return field ? { field, message } : { message };
}
