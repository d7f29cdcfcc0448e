import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { completeSetup, signInThroughProvider } from './browser';
import { e2eSession } from './session';

/**
 * The journey a new person takes, with the BFF as production runs it: given MONGODB_URI (engine
 * 'external'), so the seam takes its MongoDB strategy (no in-process serialisation, `$in` reads, no
 * hot documents) and live events go through the database bus. Rate limits are off in these tests;
 * bff/twoProcesses.mongodb.test.ts counts one across two processes.
 */
const e2e = e2eSession({ engine: 'external' });

// Two people in San Francisco, about 3 km apart.
const ANA_AT = { latitude: 37.7793, longitude: -122.4193 };

async function person(email: string, name: string, status?: string) {
  const context = await e2e.browser.newContext({
    bypassCSP: true,
    geolocation: ANA_AT,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await signInThroughProvider(page, e2e.server.url, email, name);
  // Profile Setup's save: the first thing that broke on MongoDB.
  await completeSetup(page, status ? { status } : {});
  return page;
}

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

it('on the MongoDB strategy: sign in, save the profile, post, react, comment, message live, the map and Get Help', async () => {
  const ana = await person('ana.mongo@example.com', 'Ana', 'Offering Support');
  const ben = await person('ben.mongo@example.com', 'Ben');

  // Ana posts.
  await ana.getByRole('button', { name: 'Create Your First Post' }).click();
  await ana.getByLabel("What's on your mind?").fill('One week at a time, one day at a time.');
  await ana.getByRole('button', { name: 'Post', exact: true }).click();
  await postCard(ana, 'One week at a time').waitFor();

  // Ben sees it, reacts and comments.
  await ben.reload();
  const card = postCard(ben, 'One week at a time');
  await card.getByRole('button', { name: 'Like' }).click();
  await card.getByText('1 reaction').waitFor();
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await card.getByLabel('Write a comment').fill('Keep going, Ana.');
  await card.getByRole('button', { name: 'Post Comment' }).click();
  await card.getByRole('listitem').getByText('Keep going, Ana.').waitFor();
  await card.getByText('1 comment').waitFor();

  // Ana, waiting on Messages, hears Ben's message live (the database event bus).
  await ana.getByRole('link', { name: 'Messages' }).first().click();
  await ana.getByText('No messages yet').waitFor();
  await card.getByRole('button', { name: "More actions for Ana's post" }).click();
  await ben.getByRole('menuitem', { name: 'Message Ana' }).click();
  await ben.getByRole('heading', { name: 'Ana' }).waitFor();
  const input = ben.getByLabel('Type a message');
  await input.fill('Thank you for sharing that.');
  await input.press('Enter');
  await ana
    .getByRole('button', { name: /^Ben\b.*Thank you for sharing that\./ })
    .waitFor({ timeout: 10_000 });

  // Ana's map, with her area shared.
  await ana.getByRole('link', { name: 'Map' }).first().click();
  await ana.getByRole('heading', { name: 'Find support nearby' }).waitFor();
  await ana.getByRole('button', { name: 'Use my location' }).click();
  await ana.getByRole('button', { name: 'Forget my location' }).waitFor();

  // Get Help and its crisis lines.
  await ana.getByRole('link', { name: 'Get Help' }).first().click();
  await ana.getByRole('heading', { level: 1, name: 'Get Help' }).waitFor();
  const crisis = ana.getByRole('region', { name: 'Crisis support, any time' });
  expect(await crisis.getByRole('link').count()).toBe(4);

  // What was stored went through the MongoDB strategy's paths.
  const { models } = e2e.server.db;
  expect(await models.Post.countDocuments({ content: /One week at a time/ })).toBe(1);
});
