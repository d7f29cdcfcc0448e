import type { MessageThread } from '../../contract/messages';

// Accents are folded too, so 'jose' finds 'José' the way a person expects.
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');

/** The threads whose person's name contains the search text, case-insensitive; all when blank. */
export function filterThreads<T extends Pick<MessageThread, 'other_user_name'>>(
  threads: readonly T[],
  query: string,
): T[] {
  const q = fold(query.trim());
  if (q === '') return [...threads];
  return threads.filter((t) => fold(t.other_user_name).includes(q));
}
