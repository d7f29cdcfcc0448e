import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ConversationMenu } from './ConversationMenu';

it('starts open when asked (stories), and Escape closes it', async () => {
  const user = userEvent.setup();
  render(
    <ConversationMenu
      name="Maria G."
      blocked={false}
      onBlock={vi.fn()}
      onUnblock={vi.fn()}
      onReport={vi.fn()}
      initialOpen
    />,
  );
  expect(screen.getByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
  const more = screen.getByRole('button', { name: 'More options for Maria G.', hidden: true });
  expect(more).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(more).toHaveAttribute('aria-expanded', 'false');
});
