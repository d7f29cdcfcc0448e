import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AdminList, type AdminListProps } from './AdminList';

const setup = (over: Partial<AdminListProps<string>> = {}) => {
  const props: AdminListProps<string> = {
    label: 'Open reports',
    items: ['one', 'two'],
    itemKey: (s) => s,
    renderItem: (s) => <p>{s}</p>,
    empty: 'Nothing to review.',
    errorMessage: 'Reports could not be loaded.',
    status: 'ready',
    nextCursor: null,
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    ...over,
  };
  const { rerender } = render(<AdminList {...props} />);
  return { ...props, rerender };
};

it('lists the items under the label; no Load more without a cursor', () => {
  setup();
  expect(screen.getByRole('list', { name: 'Open reports' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('says it is loading with skeletons, and nothing else', () => {
  setup({ status: 'loading' });
  expect(screen.getByRole('status')).toHaveTextContent('Loading open reports…');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('an empty list shows its calm sentence', () => {
  setup({ items: [] });
  expect(screen.getByText('Nothing to review.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('a failed first page shows the message with Retry', async () => {
  const user = userEvent.setup();
  const { onRetry } = setup({ status: 'error' });
  expect(screen.getByRole('alert')).toHaveTextContent('Reports could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledOnce();
});

it("'Load more' passes the cursor", async () => {
  const user = userEvent.setup();
  const { onLoadMore } = setup({ nextCursor: 'c-2' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(onLoadMore).toHaveBeenCalledWith('c-2');
});

it("'Load more' waits while the page loads, keeping its focus, and says when it failed", async () => {
  const user = userEvent.setup();
  const { rerender, ...props } = setup({ nextCursor: 'c-2' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  rerender(<AdminList {...props} loadingMore />);
  const waiting = screen.getByRole('button', { name: 'Loading...' });
  expect(waiting).toHaveFocus();
  expect(waiting).toBeWaiting();
  await user.click(waiting);
  expect(props.onLoadMore).toHaveBeenCalledOnce();
  rerender(<AdminList {...props} loadMoreError="More could not be loaded." />);
  expect(screen.getByRole('alert')).toHaveTextContent('More could not be loaded.');
});

it("once the last page is in, 'Load more' leaves and its focus goes to the first item it brought", async () => {
  const user = userEvent.setup();
  const { rerender, ...props } = setup({ nextCursor: 'c-2' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  rerender(<AdminList {...props} loadingMore />);
  rerender(<AdminList {...props} items={['one', 'two', 'three', 'four']} nextCursor={null} />);
  expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument();
  const third = screen.getAllByRole('listitem')[2]!;
  expect(third).toHaveTextContent('three');
  expect(third).toHaveFocus();
});
