import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { CRISIS_LINES } from '@peer-support/ui';
import { ConsumerApp } from './ConsumerApp';

it('renders the library from ui/dist with its theme: crisis lines, tabs and a dialog work', async () => {
  render(<ConsumerApp />);
  const panel = screen.getByRole('tabpanel', { name: 'Crisis lines' });
  for (const line of CRISIS_LINES) {
    expect(within(panel).getByRole('link', { name: line.display })).toHaveAttribute(
      'href',
      line.href,
    );
  }
  await userEvent.click(screen.getByRole('tab', { name: 'About' }));
  expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Leave this page' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
  // The library's dialog starts on Cancel, as in the app.
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
  expect(await screen.findByRole('status')).toHaveTextContent('You left the page.');
});
