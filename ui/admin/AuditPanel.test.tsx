import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AuditPanel, type AuditPanelProps } from './AuditPanel';
import { FIXTURE_MODERATORS, buildAuditEntries } from './fixtures';

const setup = (over: Partial<AuditPanelProps> = {}) => {
  const props: AuditPanelProps = {
    entries: buildAuditEntries(),
    filters: {},
    moderators: FIXTURE_MODERATORS,
    onFiltersChange: vi.fn(),
    status: 'ready',
    nextCursor: null,
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    onUndo: vi.fn(async () => {}),
    ...over,
  };
  const view = render(<AuditPanel {...props} />);
  return { ...props, ...view };
};

const entry = (name: string) => screen.getByRole('article', { name });

it('lists entries newest first: when (UTC), who, what, on what, before → after', () => {
  setup({ entries: buildAuditEntries().reverse() });
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Rejected post: Anyone who wants to skip the meeting…',
    'Suspended person: Sky Deals',
    'Undid an action: Harbor Light Recovery',
    'Rejected resource: Harbor Light Recovery',
  ]);
  const rejected = entry('Rejected post: Anyone who wants to skip the meeting…');
  expect(rejected).toHaveTextContent('Nov 22, 2026, 14:45 UTC · admin@example.com');
  expect(within(rejected).getByRole('list', { name: 'Changes' })).toHaveTextContent(
    'status: pending → rejected',
  );
  expect(entry('Undid an action: Harbor Light Recovery')).toHaveTextContent(
    'Reverses an earlier action.',
  );
  // Only undoable entries offer Undo.
  expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(2);
  expect(
    within(entry('Rejected resource: Harbor Light Recovery')).queryByRole('button', {
      name: 'Undo',
    }),
  ).not.toBeInTheDocument();
});

it('Undo asks first, saying what goes back; then calls back with the entry id', async () => {
  const user = userEvent.setup();
  const { onUndo } = setup();
  await user.click(
    within(entry('Suspended person: Sky Deals')).getByRole('button', { name: 'Undo' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Undo this action?' });
  expect(dialog).toHaveTextContent(
    '“Suspended person” on “Sky Deals” is reversed (suspended: true → false). The undo is recorded in this log too.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(onUndo).not.toHaveBeenCalled();

  await user.click(
    within(entry('Suspended person: Sky Deals')).getByRole('button', { name: 'Undo' }),
  );
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo' }));
  expect(onUndo).toHaveBeenCalledWith('au-2');
});

it('a failed undo shows its message on that entry', async () => {
  const user = userEvent.setup();
  setup({ onUndo: vi.fn(() => Promise.reject(new Error('The post was changed since.'))) });
  await user.click(
    within(entry('Suspended person: Sky Deals')).getByRole('button', { name: 'Undo' }),
  );
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(await within(entry('Suspended person: Sky Deals')).findByRole('alert')).toHaveTextContent(
    'The post was changed since.',
  );
});

it('each filter change gives the new filters; Clear filters empties them', async () => {
  const user = userEvent.setup();
  const onFiltersChange = vi.fn();
  const { rerender, ...props } = setup({ onFiltersChange });
  await user.click(screen.getByRole('combobox', { name: 'Action' }));
  await user.click(screen.getByRole('option', { name: 'Suspended person' }));
  expect(onFiltersChange).toHaveBeenLastCalledWith({ action: 'user.suspend' });

  rerender(<AuditPanel {...props} filters={{ action: 'user.suspend' }} />);
  await user.click(screen.getByRole('combobox', { name: 'Moderator' }));
  await user.click(screen.getByRole('option', { name: 'lee@example.org' }));
  expect(onFiltersChange).toHaveBeenLastCalledWith({
    action: 'user.suspend',
    moderator: FIXTURE_MODERATORS[1]!.id,
  });

  await user.type(screen.getByLabelText('From'), '2026-11-01');
  expect(onFiltersChange).toHaveBeenLastCalledWith({ action: 'user.suspend', from: '2026-11-01' });

  await user.click(screen.getByRole('combobox', { name: 'Action' }));
  await user.click(screen.getByRole('option', { name: 'Any action' }));
  expect(onFiltersChange).toHaveBeenLastCalledWith({});

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(onFiltersChange).toHaveBeenLastCalledWith({});
});

it('says when nothing matches the filters, or nothing was done yet', () => {
  const { unmount } = setup({ entries: [], filters: { action: 'ad.save' } });
  expect(screen.getByText('No moderator actions match these filters.')).toBeInTheDocument();
  unmount();
  setup({ entries: [] });
  expect(screen.getByText('No moderator actions yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
});

it('failed with Retry, and Load more with the cursor', async () => {
  const user = userEvent.setup();
  const failed = setup({ entries: [], status: 'error' });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(failed.onRetry).toHaveBeenCalledOnce();
  failed.unmount();

  const { onLoadMore } = setup({ nextCursor: 'au-0' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(onLoadMore).toHaveBeenCalledWith('au-0');
});
