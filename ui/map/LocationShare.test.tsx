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
  render(<LocationShare {...props} />);
  return props;
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

it('waits while busy or unknown, and shows an error', () => {
  setup({ busy: true, error: 'Location access was refused. Nothing was shared.' });
  expect(screen.getByRole('button', { name: 'Sharing...' })).toBeDisabled();
  expect(screen.getByRole('alert')).toHaveTextContent('Nothing was shared.');
});
