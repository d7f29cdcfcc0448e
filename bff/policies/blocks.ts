/**
 * Who is kept apart by a block (docs/privacy-and-moderation.md, Blocking): the one home of the
 * rule. A block works both ways for everything but the list of whom one blocked: neither person
 * sees the other's posts, comments, map marker, presence or support requests, and neither can
 * write to the other. Each person's block document names both directions (`blocked`: whom they
 * blocked; `blocked_by`: who blocked them), so one document gives everyone kept from its owner.
 */

/** What the rule reads of a person's block document (none yet: nobody is blocked). */
export interface BlockFacts {
  blocked?: readonly string[] | null;
  blocked_by?: readonly string[] | null;
}

/** Whom this person blocked themself (their list of blocked people, the Unblock buttons). */
export function whomTheyBlocked(doc: BlockFacts | null | undefined): Set<string> {
  return new Set(doc?.blocked ?? []);
}

/** Everyone kept apart from this person: whom they blocked and who blocked them. */
export function hiddenFrom(doc: BlockFacts | null | undefined): Set<string> {
  return new Set([...(doc?.blocked ?? []), ...(doc?.blocked_by ?? [])]);
}

/** Is `personId` kept apart from the viewer whose `hidden` set (hiddenFrom) this is? */
export const isHidden = (hidden: ReadonlySet<string>, personId: string): boolean =>
  hidden.has(personId);

/**
 * The same rule over a list: the items whose person is not kept apart from the viewer, in their
 * order. `personOf` names an item's person.
 */
export function withoutHidden<T>(
  hidden: ReadonlySet<string>,
  items: readonly T[],
  personOf: (item: T) => string,
): T[] {
  return items.filter((item) => !isHidden(hidden, personOf(item)));
}

/** withoutHidden over a list of people's ids. */
export const idsNotHidden = (hidden: ReadonlySet<string>, ids: readonly string[]): string[] =>
  withoutHidden(hidden, ids, (id) => id);

/**
 * Did either of the two block the other? Reads both documents, so a block whose second write was
 * interrupted (bff/services/blocks.ts writes the blocked person's document first) still counts.
 */
export function blockedEitherWay(
  a: { id: string; doc: BlockFacts | null | undefined },
  b: { id: string; doc: BlockFacts | null | undefined },
): boolean {
  return isHidden(hiddenFrom(a.doc), b.id) || isHidden(hiddenFrom(b.doc), a.id);
}
