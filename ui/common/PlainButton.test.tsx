import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton } from './PlainButton';

describe('PlainButton', () => {
  it('is a native button that calls back on click and keyboard, and not when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<PlainButton onClick={onClick}>Refresh Page</PlainButton>);
    const button = screen.getByRole('button', { name: 'Refresh Page' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    rerender(
      <PlainButton onClick={onClick} disabled>
        Refresh Page
      </PlainButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
