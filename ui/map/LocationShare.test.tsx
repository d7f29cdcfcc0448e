import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LocationShare, type LocationShareProps } from './LocationShare';

const setup = (over: Partial<LocationShareProps> = {}) => {
  const props = {
    shared: false,
    busy: false,
    error: null,
    onShare: vi.fn(),
    onForget: vi.fn(),
    ...over,
  };
  const { rerender } = render(<LocationShare {...props} />);
  return { ...props, rerender };
};

it("offers 'Use my location' and says only an area about 1 km wide is shared", async () => {
  const { onShare } = setup();
  expect(screen.getByText(/about 1 km wide/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
  expect(onShare).toHaveBeenCalled();
});

it("once shared, offers 'Forget my location'", async () => {
  const { onForget } = setup({ shared: true });
  await userEvent.click(screen.getByRole('button', { name: 'Forget my location' }));
  expect(onForget).toHaveBeenCalled();
});

it('waits while busy keeping the focus, up to Forget; is disabled while unknown', async () => {
  const user = userEvent.setup();
  const { rerender, ...props } = setup();
  await user.click(screen.getByRole('button', { name: 'Use my location' }));
  rerender(<LocationShare {...props} busy />);
  const button = screen.getByRole('button', { name: 'Sharing...' });
  expect(button).toHaveFocus();
  expect(button).toBeWaiting();
  await user.click(button);
  expect(props.onShare).toHaveBeenCalledOnce();
  rerender(<LocationShare {...props} shared />);
  expect(screen.getByRole('button', { name: 'Forget my location' })).toHaveFocus();
  rerender(<LocationShare {...props} shared={null} />);
  expect(screen.getByRole('button', { name: 'Use my location' })).toBeDisabled();
});

it('shows an error as an alert', () => {
  setup({ error: 'Location access was refused. Nothing was shared.' });
  expect(screen.getByRole('alert')).toHaveTextContent('Nothing was shared.');
});
