import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';
import { STORY_SHARDS, type ShardName } from './storyShards';

/**
 * axe allows one run at a time. A story that timed out leaves its run going: the next waits for
 * it instead of failing with 'Axe is already running' (one slow story failed every later one).
 */
let lastAxeRun: Promise<unknown> = Promise.resolve();
async function axeViolations(): Promise<string[]> {
  // A failed earlier run is its own test's failure, reported there.
  await lastAxeRun.catch(() => undefined);
  const run = axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  lastAxeRun = run;
  const result = await run;
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Every story of every file of one shard renders without errors and axe finds no violations.
 * jsdom cannot compute colours, so colour contrast is checked in the e2e suite in Chromium; and a
 * component shown alone sits outside page landmarks, so 'region' is checked on whole pages there.
 */
export async function checkStoriesOf(shard: ShardName): Promise<void> {
  const files = Object.entries(STORY_SHARDS[shard]).sort(([a], [b]) => a.localeCompare(b));
  const modules = await Promise.all(
    files.map(async ([file, load]) => [file, await load()] as const),
  );

  beforeAll(() => {
    setProjectAnnotations(preview);
  });
  let consoleErrors: unknown[][] = [];
  afterEach(() => {
    vi.restoreAllMocks();
  });

  for (const [file, mod] of modules) {
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
          expect(await axeViolations()).toEqual([]);
          expect(consoleErrors.map((a) => String(a[0]))).toEqual([]);
        });
      }
    });
  }
}
