import { expect, it } from 'vitest';
import * as library from '../ui';
import { STORY_SHARDS } from './storyShards';

/**
 * What every story file must be: each component of the library has one, titled after its folder
 * and file, phone stories tagged for the visual run, and each file checked by exactly one shard of
 * the render-and-axe run (stories/a11y/).
 */
const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

it('every story file is rendered and checked by exactly one shard', () => {
  const shardsOf = new Map<string, string[]>();
  for (const [shard, files] of Object.entries(STORY_SHARDS)) {
    for (const file of Object.keys(files))
      shardsOf.set(file, [...(shardsOf.get(file) ?? []), shard]);
  }
  const wrong = Object.keys(modules)
    .map((file) => [file, shardsOf.get(file) ?? []] as const)
    .filter(([, shards]) => shards.length !== 1)
    .map(([file, shards]) => `${file}: ${shards.length ? shards.join(', ') : 'no shard'}`);
  expect(wrong).toEqual([]);
  expect(shardsOf.size).toBe(Object.keys(modules).length);
});

it('every component the library exports is the component of a story file', () => {
  const named = new Set(
    Object.values(modules).map((mod) => (mod.default as { component?: unknown }).component),
  );
  const components = Object.entries(library).filter(
    ([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function',
  );
  expect(components.length).toBeGreaterThan(30);
  expect(components.filter(([, value]) => !named.has(value)).map(([name]) => name)).toEqual([]);
});

/** Every component file of the library, exported from its folder or only used inside it. */
const componentFiles = import.meta.glob<Record<string, unknown>>(
  ['../ui/**/*.tsx', '!../ui/**/*.test.tsx'],
  { eager: true },
);

it('every component in ui/, internal pieces included, is the component of a story file', () => {
  const named = new Set(
    Object.values(modules).map((mod) => (mod.default as { component?: unknown }).component),
  );
  const unnamed = Object.entries(componentFiles).flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function')
      .filter(([, value]) => !named.has(value))
      .map(([name]) => `${file.replace('../', '')}: ${name}`),
  );
  expect(unnamed).toEqual([]);
});

it('every story file is titled after its group, folder and file', () => {
  // Screens/<Feature>/<Feature>Screen apart from Components/<Feature>/<Component> (a screen's name
  // ends in Screen, as the visual run's narrow shots take it); the theme's pages are
  // Foundations/<Page> (stories/foundations/).
  const wrong = Object.entries(modules)
    .map(([file, mod]) => {
      const [, folder = '', name = ''] =
        /^\.\/([a-z]+)\/([A-Za-z]+)\.stories\.tsx$/.exec(file) ?? [];
      const feature = `${folder.charAt(0).toUpperCase()}${folder.slice(1)}`;
      const group = name.endsWith('Screen') ? 'Screens' : 'Components';
      const expected =
        folder === 'foundations' ? `Foundations/${name}` : `${group}/${feature}/${name}`;
      const title = (mod.default as { title?: string }).title;
      return title === expected ? null : `${file}: ${title} (expected ${expected})`;
    })
    .filter(Boolean);
  expect(wrong).toEqual([]);
});

it("phone stories carry the literal 'mobile' tag the visual test reads from index.json", () => {
  const untagged = Object.entries(modules).flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter(([name, story]) => {
        const s = story as { globals?: { viewport?: { value?: string } }; tags?: string[] };
        return (
          name !== 'default' &&
          s.globals?.viewport?.value === 'mobile1' &&
          !s.tags?.includes('mobile')
        );
      })
      .map(([name]) => `${file} ${name}`),
  );
  expect(untagged).toEqual([]);
});
