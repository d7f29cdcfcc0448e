import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ConversationHeader, type ConversationHeaderProps } from './ConversationHeader';
import { FIXTURE_NOW, buildCorrespondent, buildDeletedCorrespondent } from './fixtures';

const setup = (over: Partial<ConversationHeaderProps> = {}) => {
  const props: ConversationHeaderProps = {
    other: buildCorrespondent(),
    name: 'Maria G.',
    headingId: 'conversation-heading',
    onBack: vi.fn(),
    onCall: vi.fn(),
    onBlock: vi.fn(),
    onUnblock: vi.fn(),
    onReport: vi.fn(),
    now: FIXTURE_NOW,
    ...over,
  };
  render(<ConversationHeader {...props} />);
  return props;
};

it('the header names the person, their presence, and starts audio and video calls', async () => {
  const user = userEvent.setup();
  const props = setup();
  expect(screen.getByRole('heading', { name: 'Maria G.' })).toBeInTheDocument();
  expect(screen.getByText('Online')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Start audio call' }));
  expect(props.onCall).toHaveBeenLastCalledWith('audio');
  await user.click(screen.getByRole('button', { name: 'Start video call' }));
  expect(props.onCall).toHaveBeenLastCalledWith('video');
});

it("'More options for {name}' offers Block and Report, and closes on a choice", async () => {
  const user = userEvent.setup();
  const props = setup();
  const more = screen.getByRole('button', { name: 'More options for Maria G.' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await user.click(more);
  expect(more).toHaveAttribute('aria-expanded', 'true');
  expect(screen.queryByRole('menuitem', { name: 'Unblock' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: 'Block' }));
  expect(props.onBlock).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await user.click(more);
  await user.click(screen.getByRole('menuitem', { name: 'Report' }));
  expect(props.onReport).toHaveBeenCalledTimes(1);
  expect(props.onUnblock).not.toHaveBeenCalled();
});

it('a blocked person: calls are off and the menu offers Unblock instead of Block', async () => {
  const user = userEvent.setup();
  const props = setup({ other: buildCorrespondent({ blocked: true }) });
  expect(screen.getByRole('button', { name: 'Start audio call' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Start video call' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'More options for Maria G.' }));
  expect(screen.queryByRole('menuitem', { name: 'Block' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: 'Unblock' }));
  expect(props.onUnblock).toHaveBeenCalledTimes(1);
});

it('a deleted account: the name alone, with no presence, calls or menu to block or report', () => {
  setup({ other: buildDeletedCorrespondent(), name: 'Deleted account', showBack: true });
  expect(screen.getByRole('heading', { name: 'Deleted account' })).toBeInTheDocument();
  expect(screen.queryByText(/^(Online|Last seen|Offline)/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /call/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^More options/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
    'Back to chats',
  ]);
});

it('before the person is known: the name stands alone, with no presence, calls or menu', () => {
  setup({ other: null, name: 'Conversation' });
  expect(screen.getByRole('heading', { name: 'Conversation' })).toHaveAttribute(
    'id',
    'conversation-heading',
  );
  expect(screen.queryByText('Online')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it("'Back to chats' shows on small screens and focus moves to the person's name", async () => {
  const user = userEvent.setup();
  const props = setup({ showBack: true, focusOnOpen: true });
  expect(screen.getByRole('heading', { name: 'Maria G.' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Back to chats' }));
  expect(props.onBack).toHaveBeenCalled();
});
