import { describe, expect, it } from 'vitest';
import {
  blockedEitherWay,
  hiddenFrom,
  idsNotHidden,
  isHidden,
  whomTheyBlocked,
  withoutHidden,
  type BlockFacts,
} from './blocks';

/**
 * The block rule read three ways must agree: the predicate on one person (isHidden), the filter
 * over a list (withoutHidden, idsNotHidden) and the check that reads both documents
 * (blockedEitherWay).
 */
const flags = [false, true];
/** Every way two documents can name each other, half-written blocks included. */
const pairs = flags.flatMap((aBlocked) =>
  flags.flatMap((aBlockedBy) =>
    flags.flatMap((bBlocked) =>
      flags.map((bBlockedBy) => {
        const a: BlockFacts = {
          blocked: aBlocked ? ['b', 'x'] : ['x'],
          blocked_by: aBlockedBy ? ['b'] : [],
        };
        const b: BlockFacts = {
          blocked: bBlocked ? ['a'] : [],
          blocked_by: bBlockedBy ? ['a'] : null,
        };
        return { aBlocked, aBlockedBy, bBlocked, bBlockedBy, a, b };
      }),
    ),
  ),
);

describe('who is kept apart by a block', () => {
  it.each(pairs)(
    'a blocked b: $aBlocked, a blocked by b: $aBlockedBy, b blocked a: $bBlocked, b blocked by a: $bBlockedBy',
    ({ a, b, aBlocked, aBlockedBy, bBlocked, bBlockedBy }) => {
      const hiddenFromA = hiddenFrom(a);
      // The predicate and the filter give the same answer for every person of a list.
      const people = ['b', 'x', 'y'];
      expect(withoutHidden(hiddenFromA, people, (p) => p)).toEqual(
        people.filter((p) => !isHidden(hiddenFromA, p)),
      );
      expect(idsNotHidden(hiddenFromA, people)).toEqual(
        people.filter((p) => !isHidden(hiddenFromA, p)),
      );
      // Either direction written on a's document hides b from a.
      expect(isHidden(hiddenFromA, 'b')).toBe(aBlocked || aBlockedBy);
      // Reading both documents counts a block whichever of its two writes landed.
      const either = blockedEitherWay({ id: 'a', doc: a }, { id: 'b', doc: b });
      expect(either).toBe(aBlocked || aBlockedBy || bBlocked || bBlockedBy);
      expect(either).toBe(isHidden(hiddenFromA, 'b') || isHidden(hiddenFrom(b), 'a'));
      expect(blockedEitherWay({ id: 'b', doc: b }, { id: 'a', doc: a })).toBe(either);
    },
  );

  it('keeps a list in its order and names only whom a person blocked themself', () => {
    const doc = { blocked: ['c', 'a'], blocked_by: ['d'] };
    const rows = [{ who: 'a' }, { who: 'b' }, { who: 'c' }, { who: 'd' }, { who: 'e' }];
    expect(withoutHidden(hiddenFrom(doc), rows, (r) => r.who)).toEqual([
      { who: 'b' },
      { who: 'e' },
    ]);
    expect([...whomTheyBlocked(doc)]).toEqual(['c', 'a']);
  });

  it('hides nobody from a person without a block document', () => {
    for (const doc of [null, undefined, {}]) {
      expect(hiddenFrom(doc).size).toBe(0);
      expect(whomTheyBlocked(doc).size).toBe(0);
      expect(blockedEitherWay({ id: 'a', doc }, { id: 'b', doc })).toBe(false);
    }
  });
});
