// @vitest-environment node
/**
 * The docs pages read each component's props from its code with react-docgen, as Storybook does
 * (.storybook/main.ts): every component of the library says what it is for, and every prop it
 * takes has a description there (with `@default` where the code has a default).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtinImporters, builtinResolvers, parse, type Documentation } from 'react-docgen';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const ui = path.join(root, 'ui');

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'dist' ? [] : componentFiles(file);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [file] : [];
  });
}

/** The documented components of one file: every exported component react-docgen finds. */
function docsOf(file: string): Documentation[] {
  try {
    return parse(readFileSync(file, 'utf8'), {
      filename: file,
      resolver: new builtinResolvers.FindExportedDefinitionsResolver(),
      importer: builtinImporters.fsImporter,
      babelOptions: { babelrc: false, configFile: false },
    });
  } catch (err) {
    // A file of hooks or helpers only: nothing for a docs page.
    if (String(err).includes('No suitable component definition found')) return [];
    throw err;
  }
}

const documented = componentFiles(ui).flatMap((file) =>
  docsOf(file).map((doc) => ({ where: `${path.relative(root, file)}: ${doc.displayName}`, doc })),
);

it('finds the components of the library', () => {
  expect(documented.length).toBeGreaterThan(140);
});

it('every component says what it is for', () => {
  expect(documented.filter(({ doc }) => !doc.description?.trim()).map((d) => d.where)).toEqual([]);
});

it('every prop of every component has a description', () => {
  const undocumented = documented.flatMap(({ where, doc }) =>
    Object.entries(doc.props ?? {})
      .filter(([, prop]) => !prop.description?.trim())
      .map(([name]) => `${where}.${name}`),
  );
  expect(undocumented).toEqual([]);
});

it("a prop's default in the code is named in its description", () => {
  const unnamed = documented.flatMap(({ where, doc }) =>
    Object.entries(doc.props ?? {})
      .filter(([, prop]) => prop.defaultValue && !/@default\b/.test(prop.description ?? ''))
      .map(([name, prop]) => `${where}.${name} (defaults to ${prop.defaultValue!.value})`),
  );
  expect(unnamed).toEqual([]);
});
