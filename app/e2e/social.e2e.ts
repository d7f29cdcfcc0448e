import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './axe';
import { e2eSession } from './session';

const e2e = e2eSession();

async function person(email: string, name: string) {
  const who = await e2e.person(email, name);
  await who.page.getByRole('heading', { name: 'Community', exact: true }).waitFor();
  return who;
}

const postCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

it('one person posts; another sees it, reacts, comments and reports; the author deletes it; a private post never reaches the other', async () => {
  const ana = await person('ana.e2e@example.com', 'Ana');
  const ben = await person('ben.e2e@example.com', 'Ben');

  // Ana's first visit: the empty state.
  await ana.page.getByRole('heading', { name: 'Welcome to the Community!' }).waitFor();
  expect(await axeViolations(ana.page)).toEqual([]);

  // Ana posts publicly and privately.
  await ana.page.getByRole('button', { name: 'Create Your First Post' }).click();
  await ana.page.getByLabel("What's on your mind?").fill('Thirty days sober today. Thank you all.');
  await ana.page.getByRole('button', { name: 'Post', exact: true }).click();
  await postCard(ana.page, 'Thirty days sober today').waitFor();
  await ana.page.getByRole('button', { name: "What's on your mind?" }).click();
  await ana.page.getByLabel("What's on your mind?").fill('A private note to myself.');
  await ana.page.getByRole('combobox', { name: 'Who can see this' }).click();
  await ana.page.getByRole('option', { name: 'Only me' }).click();
  await ana.page.getByRole('button', { name: 'Post', exact: true }).click();
  await postCard(ana.page, 'A private note to myself.').getByText('Only me').waitFor();

  // Ben sees the public post, not the private one.
  await ben.page.reload();
  const card = postCard(ben.page, 'Thirty days sober today');
  await card.waitFor();
  // Its content says 'days', so it is presented as a milestone (docs/product.md, Posts).
  await card.getByText('Milestone', { exact: true }).waitFor();
  expect(await ben.page.getByText('A private note to myself.').count()).toBe(0);
  expect(await axeViolations(ben.page)).toEqual([]);

  // Ben reacts: like, then changes to Strong via the picker (hover).
  await card.getByRole('button', { name: 'Like' }).click();
  await card.getByText('1 reaction').waitFor();
  // The main reaction button (the picker, once open, has a 'Like' of its own).
  await card.locator('button[aria-keyshortcuts="ArrowUp"]').hover();
  await card
    .getByRole('toolbar', { name: 'Choose a reaction' })
    .getByRole('button', { name: 'Strong' })
    .click();
  await card.locator('button[aria-keyshortcuts="ArrowUp"]', { hasText: 'Strong' }).waitFor();
  await card.getByText('1 reaction').waitFor();

  // Ben comments.
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await card.getByText('No comments yet. Be the first to offer a kind word.').waitFor();
  await card.getByLabel('Write a comment').fill('So proud of you, Ana!');
  await card.getByRole('button', { name: 'Post Comment' }).click();
  await card.getByRole('listitem').getByText('So proud of you, Ana!').waitFor();
  await expect.poll(() => card.getByLabel('Write a comment').inputValue()).toBe('');
  await card.getByText('1 comment').waitFor();

  // Ben reports it; the report reaches the moderators.
  await card.getByRole('button', { name: "More actions for Ana's post" }).click();
  await ben.page.getByRole('menuitem', { name: 'Report Post' }).click();
  await ben.page.getByLabel('Reason').fill('Testing the report flow');
  await ben.page.getByRole('button', { name: 'Send Report' }).click();
  await ben.page
    .getByRole('alert')
    .filter({ hasText: 'Your report was sent to our moderators' })
    .waitFor();
  expect(
    await e2e.server.db.models.Report.countDocuments({ reason: 'Testing the report flow' }),
  ).toBe(1);

  // Ana sees Ben's reaction and comment, then deletes the post after confirming.
  await ana.page.reload();
  const own = postCard(ana.page, 'Thirty days sober today');
  await own.getByText('1 reaction').click();
  await ana.page.getByRole('dialog', { name: 'Reactions' }).getByText('Ben').waitFor();
  await ana.page.getByRole('button', { name: 'Close' }).click();
  await own.getByText('1 comment').waitFor();
  await own.getByRole('button', { name: "More actions for Ana's post" }).click();
  await ana.page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = ana.page.getByRole('dialog', { name: 'Delete post' });
  await confirm
    .getByText('Are you sure you want to delete this post? This action cannot be undone.')
    .waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await ana.page.getByRole('alert').filter({ hasText: 'Post deleted successfully.' }).waitFor();
  expect(await postCard(ana.page, 'Thirty days sober today').count()).toBe(0);

  // Gone for Ben too; the private post still never reached him.
  await ben.page.reload();
  await ben.page.getByRole('heading', { name: 'Welcome to the Community!' }).waitFor();
  expect(await ben.page.getByText('A private note to myself.').count()).toBe(0);

  await ana.context.close();
  await ben.context.close();
});

it('a milestone shared from the composer shows as a milestone', async () => {
  const cai = await person('cai.e2e@example.com', 'Cai');
  await cai.page.getByRole('button', { name: 'Milestone' }).click();
  await cai.page.getByLabel('Days in recovery').fill('100');
  await cai.page.getByLabel('Tell the community about your milestone').fill('Triple digits!');
  await cai.page.getByRole('button', { name: 'Post', exact: true }).click();
  await postCard(cai.page, 'Triple digits!').getByText('Milestone: 100 days in recovery').waitFor();
  await cai.context.close();
});

it('a long conversation opens on its newest comments and shows the earlier ones on request', async () => {
  const dee = await person('dee.e2e@example.com', 'Dee');
  // The post and 55 comments go through the API in Dee's own signed-in page (same origin).
  const total = await dee.page.evaluate(async () => {
    const json = { 'Content-Type': 'application/json' };
    const made = await fetch('/api/social/posts', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ content: 'Who else finds evenings the hardest?', privacy: 'public' }),
    });
    const { post } = (await made.json()) as { post: { id: string } };
    let count = 0;
    for (let i = 1; i <= 55; i += 1) {
      const res = await fetch(`/api/social/posts/${post.id}/comments`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ content: `Evening note ${i}` }),
      });
      if (res.ok) count += 1;
    }
    return count;
  });
  expect(total).toBe(55);

  await dee.page.reload();
  const card = postCard(dee.page, 'Who else finds evenings the hardest?');
  await card.getByText('55 comments').waitFor();
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await card.getByRole('listitem').getByText('Evening note 55', { exact: true }).waitFor();
  expect(await card.getByText('Evening note 1', { exact: true }).count()).toBe(0);
  await card.getByRole('button', { name: 'Show earlier comments' }).click();
  await card.getByRole('listitem').getByText('Evening note 1', { exact: true }).waitFor();
  expect(await card.getByRole('listitem').count()).toBe(55);
  expect(await card.getByRole('button', { name: 'Show earlier comments' }).count()).toBe(0);
  await dee.context.close();
});
