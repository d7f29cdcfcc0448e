import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { ImportReport } from '../../contract/admin';
import {
  FIXTURE_NOW,
  buildAdminMeetingGroups,
  buildAdminResources,
  buildImportReport,
  buildPendingResources,
  buildPlaceSearch,
} from './fixtures';
import { PlacesPanel, type PlacesPanelProps } from './PlacesPanel';

const setup = (over: Partial<PlacesPanelProps> = {}) => {
  const props: PlacesPanelProps = {
    resources: buildPendingResources(),
    status: 'ready',
    nextCursor: null,
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    onDecide: vi.fn(async () => {}),
    onImport: vi.fn(async () => buildImportReport()),
    now: FIXTURE_NOW,
    ...over,
  };
  render(<PlacesPanel {...props} />);
  return props;
};

const card = (name: string) => screen.getByRole('article', { name });
const feed = () => new File(['{"meetings": []}'], 'meetings.json', { type: 'application/json' });

it('shows each suggestion: name, type, address, phone, website, services, who and when', () => {
  setup();
  const cafe = card('Mission Street Recovery Café');
  expect(cafe).toHaveTextContent('Sober community space');
  expect(cafe).toHaveTextContent('2150 Mission Street, San Francisco, CA 94110');
  expect(within(cafe).getByRole('link', { name: '(415) 555-0142' })).toHaveAttribute(
    'href',
    'tel:4155550142',
  );
  expect(
    within(cafe).getByRole('link', { name: 'https://example.org/mission-cafe' }),
  ).toBeVisible();
  expect(within(cafe).getByRole('list', { name: 'Services' })).toHaveTextContent('Peer support');
  expect(cafe).toHaveTextContent('Suggested by Maria G. · 6 hours ago');
  // A bare suggestion shows no empty phone, website or services.
  const bare = card('Eastside Needle Exchange');
  expect(within(bare).queryByRole('link')).not.toBeInTheDocument();
  expect(within(bare).queryByRole('list')).not.toBeInTheDocument();
});

it('Approve calls back with the id; Reject asks first', async () => {
  const user = userEvent.setup();
  const { onDecide } = setup();
  await user.click(
    within(card('Mission Street Recovery Café')).getByRole('button', { name: 'Approve' }),
  );
  expect(onDecide).toHaveBeenCalledWith('a11000000000000000000000', 'approve');

  await user.click(
    within(card('Eastside Needle Exchange')).getByRole('button', { name: 'Reject' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Reject Eastside Needle Exchange?' });
  expect(onDecide).toHaveBeenCalledTimes(1);
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(onDecide).toHaveBeenLastCalledWith('a12000000000000000000000', 'reject');
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
});

it('a failed decision shows on that place; the app can keep one too', async () => {
  const user = userEvent.setup();
  setup({
    onDecide: vi.fn(() => Promise.reject(new Error('This place was already reviewed.'))),
    errors: { a12000000000000000000000: 'Rejecting did not work.' },
  });
  expect(within(card('Eastside Needle Exchange')).getByRole('alert')).toHaveTextContent(
    'Rejecting did not work.',
  );
  await user.click(
    within(card('Mission Street Recovery Café')).getByRole('button', { name: 'Approve' }),
  );
  expect(await within(card('Mission Street Recovery Café')).findByRole('alert')).toHaveTextContent(
    'This place was already reviewed.',
  );
});

it('imports the chosen file as the chosen kind and shows the report, skipped lines included', async () => {
  const user = userEvent.setup();
  let answer: (r: ImportReport) => void = () => {};
  const onImport = vi.fn(() => new Promise<ImportReport>((ok) => (answer = ok)));
  setup({ onImport });
  const importButton = screen.getByRole('button', { name: 'Import' });
  expect(importButton).toBeDisabled();
  await user.click(screen.getByRole('radio', { name: 'Treatment centers CSV' }));
  const file = new File(['name,address\n'], 'centers.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('File'), file);
  await user.click(importButton);
  expect(onImport).toHaveBeenCalledWith('treatment-csv', file, undefined);
  // While it runs, 'Import' keeps the focus and a second press imports nothing.
  const importing = screen.getByRole('button', { name: 'Importing...' });
  expect(importing).toHaveFocus();
  expect(importing).toBeWaiting();
  await user.keyboard('{Enter}');
  await user.click(importing);
  expect(onImport).toHaveBeenCalledTimes(1);

  answer(buildImportReport({ kind: 'treatment-csv' }));
  const report = await screen.findByText('Treatment centers import finished');
  const box = report.closest('[role="alert"]') as HTMLElement;
  expect(box).toHaveTextContent('Imported 118, updated 12, skipped 2.');
  expect(
    within(box)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Line 14: no address or coordinates', 'Line 87: latitude must be between -90 and 90']);
  expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
});

it('a Meeting Guide file waits for its fellowship, then goes with it', async () => {
  const user = userEvent.setup();
  const onImport = vi.fn(async () => buildImportReport());
  setup({ onImport });
  const file = feed();
  await user.upload(screen.getByLabelText('File'), file);
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: /Fellowship/ }), 'Narcotics Anonymous');
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(onImport).toHaveBeenCalledWith('meeting-guide', file, 'Narcotics Anonymous');
});

it('a failed import says why', async () => {
  const user = userEvent.setup();
  setup({
    onImport: vi.fn(() => Promise.reject(new Error('The file is not Meeting Guide JSON.'))),
  });
  await user.upload(screen.getByLabelText('File'), feed());
  await user.type(screen.getByRole('textbox', { name: /Fellowship/ }), 'Alcoholics Anonymous');
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByText('The file is not Meeting Guide JSON.')).toBeInTheDocument();
});

it('empty, failed with Retry, and Load more with the cursor', async () => {
  const user = userEvent.setup();
  const base = {
    nextCursor: null,
    onLoadMore: vi.fn(),
    onDecide: vi.fn(),
    onImport: vi.fn(),
  };
  const empty = render(<PlacesPanel {...base} resources={[]} status="ready" onRetry={vi.fn()} />);
  expect(screen.getByText('No suggested places waiting for review.')).toBeInTheDocument();
  // The import form is there with nothing to review.
  expect(screen.getByRole('heading', { name: 'Import places' })).toBeInTheDocument();
  empty.unmount();

  const onRetry = vi.fn();
  const failed = render(<PlacesPanel {...base} resources={[]} status="error" onRetry={onRetry} />);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledOnce();
  failed.unmount();

  const { onLoadMore } = setup({ nextCursor: 'r-2' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(onLoadMore).toHaveBeenCalledWith('r-2');
});

it('Places on the map sits between the suggestions and the import form, when the app gives it', async () => {
  const user = userEvent.setup();
  const onMap = {
    resources: buildPlaceSearch(buildAdminResources()),
    meetingGroups: buildPlaceSearch(buildAdminMeetingGroups()),
    onSearch: vi.fn(),
    onSaveResource: vi.fn(async () => {}),
    onSaveMeetingGroup: vi.fn(async () => {}),
    onRemove: vi.fn(async () => {}),
    onRestore: vi.fn(async () => {}),
  };
  setup();
  expect(screen.queryByRole('heading', { name: 'Places on the map' })).not.toBeInTheDocument();
  cleanup();

  setup({ onMap });
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Suggested places',
    'Places on the map',
    'Import places',
  ]);
  const section = screen.getByRole('region', { name: 'Places on the map' });
  await user.type(within(section).getByRole('searchbox'), 'harbor{Enter}');
  expect(onMap.onSearch).toHaveBeenCalledWith('resource', 'harbor');
});
