import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';
import * as library from '../ui';

/**
 * Every story of every component renders without errors and axe finds no violations.
 * jsdom cannot compute colours, so colour contrast is checked in the e2e suite in Chromium; and a
 * component shown alone sits outside page landmarks, so 'region' is checked on whole pages there too.
 */
const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

beforeAll(() => {
  setProjectAnnotations(preview);
});

let consoleErrors: unknown[][] = [];
afterEach(() => {
  vi.restoreAllMocks();
});

for (const [file, mod] of Object.entries(modules)) {
  // Each module is a CSF file; composeStories gives each story as a renderable component.
  const stories = composeStories(mod as Parameters<typeof composeStories>[0]) as Record<
    string,
    ComponentType
  >;
  describe(file, () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${name} renders with no accessibility violations`, async () => {
        consoleErrors = [];
        vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
          consoleErrors.push(args);
        });
        render(<Story />);
        expect(
          document.body.textContent?.trim().length ?? 0,
          'the story shows no text',
        ).toBeGreaterThan(0);
        const result = await axe.run(document.body, {
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
          resultTypes: ['violations'],
        });
        const violations = result.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
        expect(violations).toEqual([]);
        expect(consoleErrors.map((a) => String(a[0]))).toEqual([]);
      });
    }
  });
}

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

it('every story file is titled <Feature>/<Component> after its folder and file', () => {
  const wrong = Object.entries(modules)
    .map(([file, mod]) => {
      const [, feature = '', component = ''] =
        /^\.\/([a-z]+)\/([A-Za-z]+)\.stories\.tsx$/.exec(file) ?? [];
      const expected = `${feature.charAt(0).toUpperCase()}${feature.slice(1)}/${component}`;
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
