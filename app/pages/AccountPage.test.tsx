import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { SESSIONS } from '../../ui/account/fixtures';
import { saveFile } from '../api/saveFile';
import { useSessionStore } from '../stores/sessionStore';
import { makeToolkitCopy } from '../stores/toolkitBackup';
import { defaultToolkitData } from '../stores/toolkitStorage';
import { useToolkitStore } from '../stores/toolkitStore';
import {
  accountHandlers,
  completeProfile,
  fakeApi,
  member,
  renderApp,
  signedIn,
} from '../test/renderApp';

// jsdom cannot download: the file handed to the browser is what is checked.
vi.mock('../api/saveFile', () => ({ saveFile: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockReset();
});

const incomplete = { ...completeProfile, support_status: null, recovery_type: null };

const openAccount = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Privacy & account' });
  return screen.findByRole('list', { name: 'Signed-in devices' });
};

it("opens from the header's 'Privacy & account', inside the main layout", async () => {
  const user = userEvent.setup();
  fakeApi({ ...signedIn(), ...accountHandlers(SESSIONS) });
  const router = await renderApp('/social');
  await user.click(await screen.findByRole('link', { name: 'Privacy & account' }));
  const list = await openAccount();
  expect(router.state.location.pathname).toBe('/account');
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Privacy & account' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.queryByRole('button', { name: 'Back to Profile Setup' })).toBeNull();
});

it('opens from Profile Setup before the profile is finished, standing alone', async () => {
  const user = userEvent.setup();
  fakeApi({ ...signedIn(member, incomplete), ...accountHandlers(SESSIONS) });
  const router = await renderApp('/setup');
  await user.click(await screen.findByRole('link', { name: 'Privacy & account' }));
  await openAccount();
  expect(router.state.location.pathname).toBe('/account');
  // No header (its tabs would all lead back to Profile Setup), but the crisis lines stay.
  expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  expect(screen.getByRole('main')).toHaveTextContent('In crisis?');
  await user.click(screen.getByRole('button', { name: 'Back to Profile Setup' }));
  await screen.findByRole('heading', { name: 'Profile Setup' });
  expect(router.state.location.pathname).toBe('/setup');
});

it('signs another session out, then every other one', async () => {
  const user = userEvent.setup();
  fakeApi({ ...signedIn(), ...accountHandlers(SESSIONS) });
  await renderApp('/account');
  const list = await openAccount();
  await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  expect(within(list).queryByText('Safari on iPhone')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(within(list).getByText('This device')).toBeInTheDocument();
  // Nothing left to sign out: it does nothing, and keeps the focus it had (ui/common/waiting.ts).
  expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeWaiting();
  expect(useSessionStore.getState().status).toBe('signedIn');
});

it('downloads the data; over the daily limit it says so on the page', async () => {
  const user = userEvent.setup();
  let refused = false;
  fakeApi({
    ...signedIn(),
    ...accountHandlers(SESSIONS),
    'GET /api/account/export': () =>
      refused
        ? { status: 429, body: { error: 'You have downloaded your data 3 times today.' } }
        : {
            status: 200,
            body: { complete: true },
            headers: {
              'Content-Disposition': 'attachment; filename="peer-support-data-2026-11-26.json"',
            },
          },
  });
  await renderApp('/account');
  await openAccount();
  const card = screen.getByRole('region', { name: 'Download my data' });
  await user.click(within(card).getByRole('button', { name: 'Download my data' }));
  expect(await within(card).findByText('Your file was downloaded.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('peer-support-data-2026-11-26.json');
  refused = true;
  await user.click(within(card).getByRole('button', { name: 'Download my data' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent(
    'You have downloaded your data 3 times today.',
  );
  expect(saveFile).toHaveBeenCalledTimes(1);
});

it('restores a toolkit copy without the network, and the Toolkit shows it at once', async () => {
  const user = userEvent.setup();
  useToolkitStore.getState().addJournalEntry('Written on this phone.');
  const { calls } = fakeApi({ ...signedIn(), ...accountHandlers(SESSIONS) });
  await renderApp('/account');
  await openAccount();
  const before = calls.length;
  const copy = makeToolkitCopy(
    {
      ...defaultToolkitData(),
      journalEntries: [
        {
          id: 'j1',
          content: 'Written on my laptop.',
          timestamp: '2026-11-20T18:00:00.000Z',
          mood: null,
        },
      ],
    },
    new Date('2026-11-20T18:30:00.000Z'),
  );
  const card = screen.getByRole('region', { name: 'My toolkit on another device' });
  const input = card.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File([copy], 'peer-support-toolkit-2026-11-20.json'));
  const dialog = await screen.findByRole('dialog', { name: 'Replace your toolkit?' });
  expect(dialog).toHaveTextContent('the copy saved on Nov 20, 2026.');
  await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
  expect(await within(card).findByText('Your toolkit was restored.')).toBeInTheDocument();
  expect(calls.length).toBe(before);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(screen.getAllByRole('link', { name: 'Toolkit' })[0]!);
  await user.click(await screen.findByRole('tab', { name: 'Journal' }));
  expect(await screen.findByText('Written on my laptop.')).toBeInTheDocument();
  expect(screen.queryByText('Written on this phone.')).toBeNull();
  expect(calls.slice(before).some((c) => c.path.startsWith('/api/account'))).toBe(false);
});

it('a file that is not a copy is refused and changes nothing', async () => {
  const user = userEvent.setup();
  useToolkitStore.getState().addJournalEntry('Kept.');
  fakeApi({ ...signedIn(), ...accountHandlers(SESSIONS) });
  await renderApp('/account');
  await openAccount();
  const card = screen.getByRole('region', { name: 'My toolkit on another device' });
  const input = card.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File(['<html>'], 'page.json'));
  expect(await within(card).findByRole('alert')).toHaveTextContent(
    'This file could not be read. Choose a toolkit copy saved from this app.',
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(useToolkitStore.getState().journalEntries.map((e) => e.content)).toEqual(['Kept.']);
});

it('deletes the account once DELETE is typed, then shows the landing page with a notice', async () => {
  const user = userEvent.setup();
  const { calls } = fakeApi({ ...signedIn(), ...accountHandlers(SESSIONS) });
  const router = await renderApp('/account');
  await openAccount();
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
  expect(confirm).toBeDisabled();
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }),
    'DELETE',
  );
  await user.click(confirm);
  expect(await screen.findByText('Your account was deleted.')).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Continue with Google' });
  expect(router.state.location.pathname).toBe('/');
  expect(useSessionStore.getState().status).toBe('signedOut');
  expect(calls.find((c) => c.method === 'DELETE')).toEqual({
    method: 'DELETE',
    path: '/api/account',
    body: { confirm: 'DELETE' },
  });
});

it('a refused deletion shows in the dialog and the person stays', async () => {
  const user = userEvent.setup();
  fakeApi({
    ...signedIn(),
    ...accountHandlers(SESSIONS),
    'DELETE /api/account': () => ({
      status: 400,
      body: { error: 'The body must be { "confirm": "DELETE" }' },
    }),
  });
  const router = await renderApp('/account');
  await openAccount();
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }),
    'DELETE',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The body must be { "confirm": "DELETE" }',
  );
  expect(router.state.location.pathname).toBe('/account');
  expect(useSessionStore.getState().status).toBe('signedIn');
});

it('a list that could not be loaded offers Try again', async () => {
  const user = userEvent.setup();
  let down = true;
  fakeApi({
    ...signedIn(),
    ...accountHandlers(SESSIONS),
    'GET /api/account/sessions': () =>
      down
        ? { status: 503, body: { error: 'The database is not available right now.' } }
        : { status: 200, body: { sessions: SESSIONS } },
  });
  await renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'Privacy & account' });
  expect(
    await screen.findByText(/Your sessions could not be loaded. The database is not available/),
  ).toBeInTheDocument();
  down = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'Signed-in devices' })).toBeInTheDocument();
});
