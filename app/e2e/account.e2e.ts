import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './axe';
import { signInThroughProvider } from './browser';
import { e2eSession } from './session';

const e2e = e2eSession();

/** Calls the API from the page, as the app would (same origin, the person's cookie). */
const api = (page: Page, path: string, body: unknown) =>
  page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { path, body },
  );

const myId = (page: Page) =>
  page.evaluate(async () => ((await (await fetch('/api/users/me')).json()) as { id: string }).id);

it('a person downloads their data, deletes their account and is gone from their peers; signing in again starts afresh', async () => {
  const ana = await e2e.person('ana.leaving@example.com', 'Ana');
  const ben = await e2e.person('ben.staying@example.com', 'Ben');
  const [anaId, benId] = [await myId(ana.page), await myId(ben.page)];
  expect(
    await api(ana.page, '/api/social/posts', {
      content: 'Ninety days today. Thank you all.',
      privacy: 'public',
    }),
  ).toBe(201);
  expect(
    await api(ben.page, '/api/messages/send', {
      recipient_user_id: anaId,
      content: 'Proud of you!',
    }),
  ).toBe(201);
  expect(
    await api(ana.page, '/api/messages/send', {
      recipient_user_id: benId,
      content: 'Thanks, Ben.',
    }),
  ).toBe(201);
  await ben.page.reload();
  await ben.page.getByText('Ninety days today. Thank you all.').waitFor();

  // Ana opens Privacy & account from the header: her sessions, this device marked.
  await ana.page.getByRole('link', { name: 'Privacy & account' }).click();
  await ana.page.waitForURL('**/account');
  await ana.page.getByRole('heading', { name: 'Privacy & account', level: 1 }).waitFor();
  await ana.page.getByText('This device', { exact: true }).waitFor();
  // The header button's tooltip, still open while it has focus, lives outside the landmarks.
  await ana.page.keyboard.press('Escape');
  await ana.page.mouse.move(5, 400);
  await ana.page.getByRole('tooltip').waitFor({ state: 'detached' });
  expect(await axeViolations(ana.page)).toEqual([]);

  // Her data, as a file that holds her post and the conversation.
  const [download] = await Promise.all([
    ana.page.waitForEvent('download'),
    ana.page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^peer-support-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    posts: { content: string }[];
    conversations: { with: string; messages: { text: string }[] }[];
    complete: boolean;
  };
  expect(file.complete).toBe(true);
  expect(file.posts.map((p) => p.content)).toContain('Ninety days today. Thank you all.');
  expect(file.conversations[0]?.with).toBe('Ben');
  await ana.page.getByText('Your file was downloaded.').waitFor();

  // She deletes her account: asked twice, then signed out and home.
  await ana.page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = ana.page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  expect(await confirm.isDisabled()).toBe(true);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await ana.page.getByText('Your account was deleted.').waitFor({ timeout: 15_000 });
  await ana.page.getByRole('button', { name: 'Continue with Google' }).waitFor();
  expect(await ana.page.evaluate(async () => (await fetch('/api/users/me')).status)).toBe(401);

  // Ben: her post is gone from the feed, and their conversation shows 'Deleted account'.
  await ben.page.reload();
  await ben.page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
  await expect
    .poll(async () => ben.page.getByText('Ninety days today. Thank you all.').count())
    .toBe(0);
  await ben.page.getByRole('link', { name: 'Messages' }).first().click();
  const thread = ben.page.getByRole('button', { name: /^Deleted account\b/ });
  await thread.waitFor();
  await thread.click();
  const log = ben.page.getByRole('log', { name: 'Messages with Deleted account' });
  await log.getByText('Proud of you!').waitFor();
  expect(await log.getByText('Thanks, Ben.').count()).toBe(0);

  // Signing in again with the same account: a new, empty one, starting at Profile Setup.
  await signInThroughProvider(ana.page, e2e.server.url, 'ana.leaving@example.com', 'Ana');
  await ana.page.getByRole('heading', { name: 'Profile Setup' }).waitFor();
  expect(await myId(ana.page)).not.toBe(anaId);
}, 120_000);
