import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from './axe';
import { e2eSession } from './session';

const e2e = e2eSession();

async function person(email: string, name: string) {
  const who = await e2e.person(email, name);
  await who.page.getByRole('heading', { name: 'Community', exact: true }).waitFor();
  const id = await who.page.evaluate(async () => {
    const res = await fetch('/api/users/me');
    return ((await res.json()) as { id: string }).id;
  });
  return { ...who, id };
}

const conversation = (page: Page, name: string) =>
  page.getByRole('log', { name: `Messages with ${name}` });

it("two people message live: the 'Message' action, live arrival, read ticks, then a block closes it", async () => {
  const ana = await person('ana.msg@example.com', 'Ana');
  const ben = await person('ben.msg@example.com', 'Ben');

  // Ben shares a post; Ana starts a conversation from it.
  await ben.page.evaluate(async () => {
    await fetch('/api/social/posts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'An evening walk helped today.', privacy: 'public' }),
    });
  });
  await ana.page.reload();
  const card = ana.page.getByRole('article').filter({ hasText: 'An evening walk helped today.' });
  await card.getByRole('button', { name: "More actions for Ben's post" }).click();
  await ana.page.getByRole('menuitem', { name: 'Message Ben' }).click();
  await ana.page.waitForURL(`**/messages?with=${ben.id}`);
  await ana.page.getByRole('heading', { name: 'Ben' }).waitFor();

  // Ben waits on his Messages page, with nothing there yet.
  await ben.page.getByRole('link', { name: 'Messages' }).first().click();
  await ben.page.getByText('No messages yet').waitFor();
  expect(await axeViolations(ben.page)).toEqual([]);

  // Ana writes; Ben sees it arrive without reloading.
  const anaInput = ana.page.getByLabel('Type a message');
  await anaInput.fill('Hi Ben, how are you holding up?');
  await anaInput.press('Enter');
  await conversation(ana.page, 'Ben').getByText('Hi Ben, how are you holding up?').waitFor();
  await expect.poll(() => anaInput.inputValue()).toBe('');
  const thread = ben.page.getByRole('button', { name: /^Ana\b.*Hi Ben, how are you holding up\?/ });
  await thread.waitFor({ timeout: 5000 });
  expect(await thread.textContent()).toMatch(/1 unread message/);

  // Ana's message is 'Sent' until Ben opens the conversation, then 'Read', live.
  const anaMessage = conversation(ana.page, 'Ben').getByRole('listitem').filter({
    hasText: 'Hi Ben, how are you holding up?',
  });
  await anaMessage.getByText('Sent', { exact: true }).waitFor();
  await thread.click();
  await conversation(ben.page, 'Ana').getByText('Hi Ben, how are you holding up?').waitFor();
  await anaMessage.getByText('Read', { exact: true }).waitFor({ timeout: 5000 });
  expect(await axeViolations(ben.page)).toEqual([]);

  // Ben replies; Ana has the conversation open, so it arrives live and is read at once.
  const benInput = ben.page.getByLabel('Type a message');
  await benInput.fill('Doing better today, thanks!');
  await ben.page.getByRole('button', { name: 'Send message' }).click();
  await conversation(ana.page, 'Ben')
    .getByText('Doing better today, thanks!')
    .waitFor({ timeout: 5000 });
  await conversation(ben.page, 'Ana')
    .getByRole('listitem')
    .filter({ hasText: 'Doing better today, thanks!' })
    .getByText('Read', { exact: true })
    .waitFor({ timeout: 5000 });

  // Ana blocks Ben: her conversation closes; Ben's next send fails with the documented text.
  await ana.page.getByRole('button', { name: 'More options for Ben' }).click();
  await ana.page.getByRole('menuitem', { name: 'Block' }).click();
  const dialog = ana.page.getByRole('dialog', { name: 'Block Ben?' });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await ana.page.getByText('You blocked Ben. Unblock to send messages.').waitFor();

  await benInput.fill('Are you still there?');
  await benInput.press('Enter');
  await ben.page
    .getByText('Failed to send message. This person is not accepting messages from you right now.')
    .waitFor();
  // Nothing was sent: the words stay with Ben, and Ana never receives them.
  expect(await benInput.inputValue()).toBe('Are you still there?');
  expect(await ana.page.getByText('Are you still there?').count()).toBe(0);

  await ana.context.close();
  await ben.context.close();
});
