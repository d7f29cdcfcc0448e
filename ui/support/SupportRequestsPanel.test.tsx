import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { buildIncoming } from '../help/fixtures';
import { SupportRequestsPanel } from './SupportRequestsPanel';

it("lists who asked, with their words, and 'Respond'", async () => {
  const onRespond = vi.fn();
  render(<SupportRequestsPanel requests={[buildIncoming()]} onRespond={onRespond} />);
  expect(screen.getByRole('heading', { name: 'Support requests' })).toBeInTheDocument();
  expect(screen.getByText(/Having a hard night/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Respond to Dev' }));
  expect(onRespond).toHaveBeenCalledWith(buildIncoming());
});

it('an answered request offers the conversation; none shows nothing', () => {
  const { unmount } = render(
    <SupportRequestsPanel requests={[buildIncoming({ responded: true })]} onRespond={vi.fn()} />,
  );
  expect(screen.getByRole('button', { name: 'Open conversation with Dev' })).toBeInTheDocument();
  unmount();
  const { container } = render(<SupportRequestsPanel requests={[]} onRespond={vi.fn()} />);
  expect(container).toBeEmptyDOMElement();
});

it("'Respond' keeps the focus while the conversation opens, and a second press does nothing", async () => {
  const user = userEvent.setup();
  const onRespond = vi.fn();
  const request = buildIncoming();
  const { rerender } = render(<SupportRequestsPanel requests={[request]} onRespond={onRespond} />);
  await user.click(screen.getByRole('button', { name: 'Respond to Dev' }));
  rerender(
    <SupportRequestsPanel requests={[request]} responding={request.id} onRespond={onRespond} />,
  );
  const opening = screen.getByRole('button', { name: 'Respond to Dev' });
  expect(opening).toHaveTextContent('Opening...');
  expect(opening).toHaveFocus();
  expect(opening).toBeWaiting();
  await user.keyboard('{Enter}');
  await user.click(opening);
  expect(onRespond).toHaveBeenCalledTimes(1);
});
