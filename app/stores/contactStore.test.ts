import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/renderApp';
import { listingInquirySubject, useContactStore } from './contactStore';

afterEach(() => vi.unstubAllGlobals());

const state = () => useContactStore.getState();

/** A fake response held until the test releases it. */
function held() {
  let release: (v: { status: number; body?: unknown }) => void = () => {};
  const promise = new Promise<{ status: number; body?: unknown }>((r) => (release = r));
  return { promise, release: (status: number, body?: unknown) => release({ status, body }) };
}

it("'Contact us' sends a contact message and then thanks the person", async () => {
  const api = fakeApi({
    'POST /api/contact-messages': () => ({ status: 201, body: { success: true } }),
  });
  state().openContact();
  expect(state()).toMatchObject({ open: true, kind: 'contact', initialSubject: '', sent: false });
  await state().send('Hello', 'A question about my account.');
  expect(api.calls).toEqual([
    {
      method: 'POST',
      path: '/api/contact-messages',
      body: { subject: 'Hello', message: 'A question about my account.', kind: 'contact' },
    },
  ]);
  expect(state()).toMatchObject({ sending: false, sent: true, error: null });
});

it('a listing inquiry names the plan in its subject and is sent as kind listing', async () => {
  const api = fakeApi({
    'POST /api/contact-messages': () => ({ status: 201, body: { success: true } }),
  });
  state().openListingInquiry('Premium Listing');
  expect(state()).toMatchObject({
    open: true,
    kind: 'listing',
    initialSubject: 'Listing inquiry: Premium Listing',
  });
  expect(listingInquirySubject('Basic Listing')).toBe('Listing inquiry: Basic Listing');
  await state().send('Listing inquiry: Premium Listing', 'Our center in Oakland.');
  expect(api.calls[0]?.body).toMatchObject({ kind: 'listing' });
  // The next 'Contact us' starts afresh.
  state().openContact();
  expect(state()).toMatchObject({ kind: 'contact', initialSubject: '', sent: false });
});

it('a refusal is kept for the form; while sending, close and a second send are ignored', async () => {
  const answer = held();
  const api = fakeApi({ 'POST /api/contact-messages': () => answer.promise });
  state().openContact();
  const sending = state().send('Hello', 'Again');
  expect(state().sending).toBe(true);
  state().close();
  await state().send('Hello', 'Again');
  expect(state().open).toBe(true);
  expect(api.calls).toHaveLength(1);
  answer.release(429, { error: 'You have sent 5 messages today. Please try again tomorrow.' });
  await sending;
  expect(state()).toMatchObject({
    open: true,
    sending: false,
    sent: false,
    error: 'You have sent 5 messages today. Please try again tomorrow.',
  });
  state().close();
  expect(state().open).toBe(false);
});
