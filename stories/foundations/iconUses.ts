/**
 * Where each icon is used, read from the library's own sources (every non-test file under ui/), so
 * the Icons page never drifts from the code: icon name -> the components ('help/AdSlot') that import it.
 */
const sources = import.meta.glob<string>(['../../ui/**/*.tsx', '!../../ui/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const ICON_IMPORT = /from '@mui\/icons-material\/([A-Za-z]+)'/g;

export function iconUses(): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const [file, source] of Object.entries(sources)) {
    const component = file.replace('../../ui/', '').replace(/\.tsx$/, '');
    for (const [, icon] of source.matchAll(ICON_IMPORT)) {
      uses.set(icon!, [...(uses.get(icon!) ?? []), component]);
    }
  }
  for (const list of uses.values()) list.sort();
  return uses;
}
