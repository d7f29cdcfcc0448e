import { expect, it } from 'vitest';
import { filterThreads } from './threadSearch';

const threads = [
  { other_user_name: 'Maria G.' },
  { other_user_name: 'Dev' },
  { other_user_name: 'José' },
  { other_user_name: 'Samira' },
];
const names = (q: string) => filterThreads(threads, q).map((t) => t.other_user_name);

it('keeps every thread for a blank search', () => {
  expect(names('')).toEqual(['Maria G.', 'Dev', 'José', 'Samira']);
  expect(names('   ')).toHaveLength(4);
});

it('matches part of the name, ignoring case and surrounding spaces', () => {
  expect(names('MAR')).toEqual(['Maria G.']);
  expect(names(' mi ')).toEqual(['Samira']);
  expect(names('a')).toEqual(['Maria G.', 'Samira']);
});

it('ignores accents', () => {
  expect(names('jose')).toEqual(['José']);
  expect(names('JOSÉ')).toEqual(['José']);
});

it('finds nothing when no name matches', () => {
  expect(names('zed')).toEqual([]);
});

it('does not change the list it is given', () => {
  const copy = [...threads];
  filterThreads(threads, 'dev');
  expect(threads).toEqual(copy);
});
