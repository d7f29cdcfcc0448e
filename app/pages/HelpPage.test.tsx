import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { stubEventSource } from '../test/fakeEventSource';
import {
  completeProfile,
  fakeApi,
  member,
  renderApp,
  signedIn,
  type Handler,
} from '../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const sent = () => ({ status: 201, body: { success: true } });
/** What Get Help reads besides the session: nothing listed, no ad, no open request. */
const helpHandlers: Record<string, Handler> = {
  'GET /api/sponsored-treatment-centers': () => ({ status: 200, body: { centers: [] } }),
  'GET /api/advertisements?placement=top': () => ({ status: 200, body: { ad: null } }),
  'GET /api/advertisements?placement=bottom': () => ({ status: 200, body: { ad: null } }),
  'GET /api/support-requests/mine': () => ({ status: 200, body: { request: null } }),
};

it("'Contact us' on Get Help writes from the person's display name and e-mail, then thanks them", async () => {
  stubEventSource();
  const api = fakeApi({ ...signedIn(), ...helpHandlers, 'POST /api/contact-messages': sent });
  await renderApp('/help');
  await userEvent.click(await screen.findByRole('button', { name: 'Contact us' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
  expect(within(dialog).getByText(`From: Sam <${member.email}>`)).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Hello');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'A question.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    'Thank you. Your message reached our team; we answer by e-mail.',
  );
  expect(api.calls.find((c) => c.path === '/api/contact-messages')?.body).toEqual({
    subject: 'Hello',
    message: 'A question.',
    kind: 'contact',
  });
});

it("'Ask about this listing' opens a listing inquiry; a blank display name shows as Anonymous User", async () => {
  stubEventSource();
  const api = fakeApi({
    ...signedIn(member, { ...completeProfile, display_name: '' }),
    ...helpHandlers,
    'POST /api/contact-messages': () => ({
      status: 429,
      body: { error: 'You have sent 5 messages today. Please try again tomorrow.' },
    }),
  });
  await renderApp('/help');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Ask about this listing: Basic Listing' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Ask about a listing' });
  expect(within(dialog).getByText(`From: Anonymous User <${member.email}>`)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Listing inquiry: Basic Listing',
  );
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Our center.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'You have sent 5 messages today. Please try again tomorrow.',
  );
  expect(api.calls.find((c) => c.path === '/api/contact-messages')?.body).toEqual({
    subject: 'Listing inquiry: Basic Listing',
    message: 'Our center.',
    kind: 'listing',
  });
});
