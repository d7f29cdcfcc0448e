import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { MESSAGE_MAX } from '../../contract/messages';
import { MessageInput, type MessageInputProps } from './MessageInput';

const setup = (over: Partial<MessageInputProps> = {}) => {
  const props = { onSend: vi.fn(async () => {}), onTyping: vi.fn(), ...over };
  render(<MessageInput {...props} />);
  return { props, box: screen.getByRole('textbox', { name: 'Type a message' }) };
};

it('Enter sends the trimmed text and the input clears once it is accepted', async () => {
  const user = userEvent.setup();
  const { props, box } = setup();
  await user.type(box, '  Hello there  {Enter}');
  expect(props.onSend).toHaveBeenCalledExactlyOnceWith('Hello there', 'text');
  expect(box).toHaveValue('');
});

it('Shift+Enter adds a line instead of sending', async () => {
  const user = userEvent.setup();
  const { props, box } = setup();
  await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
  expect(props.onSend).not.toHaveBeenCalled();
  expect(box).toHaveValue('First line\nsecond line');
  await user.keyboard('{Enter}');
  expect(props.onSend).toHaveBeenCalledWith('First line\nsecond line', 'text');
});

it('an Enter that ends an input method composition does not send', () => {
  const { props, box } = setup();
  fireEvent.change(box, { target: { value: 'こんにちは' } });
  fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
  expect(props.onSend).not.toHaveBeenCalled();
  expect(box).toHaveValue('こんにちは');
});

it('nothing is sent while the text is blank; the thumbs-up shows instead of Send', async () => {
  const user = userEvent.setup();
  const { props, box } = setup();
  expect(screen.getByRole('button', { name: 'Send a thumbs-up' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
  await user.type(box, '   {Enter}');
  expect(props.onSend).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Send a thumbs-up' })).toBeInTheDocument();
  await user.type(box, 'x');
  expect(screen.queryByRole('button', { name: 'Send a thumbs-up' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
});

it("the thumbs-up sends an 'emoji' message", async () => {
  const user = userEvent.setup();
  const { props } = setup();
  await user.click(screen.getByRole('button', { name: 'Send a thumbs-up' }));
  expect(props.onSend).toHaveBeenCalledExactlyOnceWith('👍', 'emoji');
});

it('the Send button sends and focus stays in the text field', async () => {
  const user = userEvent.setup();
  const { props, box } = setup();
  await user.type(box, 'On my way');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(props.onSend).toHaveBeenCalledWith('On my way', 'text');
  expect(box).toHaveValue('');
  expect(box).toHaveFocus();
});

const waits = (name: string) => expect(screen.getByRole('button', { name })).toBeWaiting();

it('sending waits while a send is in progress', async () => {
  const user = userEvent.setup();
  const { props, box } = setup({ sending: true });
  waits('Send a thumbs-up');
  await user.click(screen.getByRole('button', { name: 'Send a thumbs-up' }));
  await user.type(box, 'Hi{Enter}');
  waits('Send message');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(props.onSend).not.toHaveBeenCalled();
});

it('the send button pressed keeps the focus while its send runs', async () => {
  const user = userEvent.setup();
  let accept = () => {};
  const onSend = vi.fn(() => new Promise<void>((ok) => (accept = ok)));
  setup({ onSend });
  const thumbsUp = screen.getByRole('button', { name: 'Send a thumbs-up' });
  await user.click(thumbsUp);
  expect(onSend).toHaveBeenCalledExactlyOnceWith('👍', 'emoji');
  expect(thumbsUp).toHaveFocus();
  waits('Send a thumbs-up');
  await user.click(thumbsUp);
  expect(onSend).toHaveBeenCalledOnce();
  await act(async () => accept());
  expect(thumbsUp).toHaveFocus();
  expect(thumbsUp).toHaveAttribute('aria-disabled', 'false');
});

it('a second Enter while the first send is unanswered sends nothing more', async () => {
  const user = userEvent.setup();
  let accept = () => {};
  const onSend = vi.fn(() => new Promise<void>((ok) => (accept = ok)));
  const { box } = setup({ onSend });
  await user.type(box, 'Hi{Enter}');
  waits('Send message');
  await user.keyboard('{Enter}');
  expect(onSend).toHaveBeenCalledTimes(1);
  await act(async () => accept());
  expect(box).toHaveValue('');
});

it('a refused send keeps the text', async () => {
  const user = userEvent.setup();
  const { box } = setup({ onSend: vi.fn(async () => Promise.reject(new Error('offline'))) });
  await user.type(box, 'Are you there?{Enter}');
  expect(box).toHaveValue('Are you there?');
  expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
});

it('each change calls onTyping', async () => {
  const user = userEvent.setup();
  const { props, box } = setup();
  await user.type(box, 'abc');
  expect(props.onTyping).toHaveBeenCalledTimes(3);
});

it('grows with the text up to 100 px, then scrolls', () => {
  const { box } = setup();
  expect(box).toHaveStyle({ maxHeight: '100px' });
});

it(`stops at ${MESSAGE_MAX} characters and shows a counter near the limit`, () => {
  const { box } = setup();
  expect(box).toHaveAttribute('maxLength', String(MESSAGE_MAX));
  expect(screen.queryByText(`1 / ${MESSAGE_MAX}`)).not.toBeInTheDocument();
  fireEvent.change(box, { target: { value: 'a'.repeat(MESSAGE_MAX - 10) } });
  expect(screen.getByText(`${MESSAGE_MAX - 10} / ${MESSAGE_MAX}`)).toBeInTheDocument();
});

it('the emoji picker inserts at the cursor and gives focus back to the text field', async () => {
  const user = userEvent.setup();
  const { props, box } = setup();
  await user.type(box, 'Proud of you');
  (box as HTMLTextAreaElement).setSelectionRange(5, 5);
  await user.click(screen.getByRole('button', { name: 'Insert emoji' }));
  const picker = await screen.findByRole('dialog', { name: 'Emoji' });
  await user.click(within(picker).getByRole('button', { name: 'Red heart' }));
  expect(box).toHaveValue('Proud❤️ of you');
  expect(await screen.findByRole('textbox', { name: 'Type a message' })).toHaveFocus();
  expect((box as HTMLTextAreaElement).selectionStart).toBe(5 + '❤️'.length);
  expect(props.onSend).not.toHaveBeenCalled();
});
