import SendRoundedIcon from '@mui/icons-material/SendRounded';
import ThumbUpRoundedIcon from '@mui/icons-material/ThumbUpRounded';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  MESSAGE_INPUT_MAX_HEIGHT_PX,
  MESSAGE_MAX,
  THUMBS_UP,
  type MessageType,
} from '../../contract/messages';
import { WAITING_SX, unlessWaiting } from '../common/waiting';
import { EmojiPicker } from './EmojiPicker';

/** The counter shows once this few characters are left. */
export const COUNTER_FROM_REMAINING = 200;

export interface MessageInputProps {
  /**
   * Sends a message. Resolves when it is accepted (the input then clears); rejects when it is
   * not, and the text stays so nothing typed is lost.
   */
  onSend: (content: string, type: MessageType) => Promise<void>;
  /** Called on every change of the text; the container throttles it into typing signals. */
  onTyping?: () => void;
  /** A send is in progress (also one started elsewhere, e.g. a retry). @default false */
  sending?: boolean;
  /** Disables the whole input. @default false */
  disabled?: boolean;
  /** The text to start with (stories). @default '' */
  initialText?: string;
  /** Focuses the text field when it appears. @default false */
  autoFocus?: boolean;
}

const Root = styled('form', { name: 'PeerMessageInput', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-end',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1, 1.5),
}));

/**
 * The message box: grows with the text up to 100 px then scrolls; Enter sends, Shift+Enter adds a
 * line; a thumbs-up replaces the send button while it is empty; an emoji picker inserts at the
 * cursor. Accessibility: the form is named 'Send a message' and the field 'Type a message'; an Enter
 * that ends an input method's composition does not send; after an emoji is inserted, or a send
 * while focus was in the form, focus is back in the field. While a send runs the send and
 * thumbs-up buttons wait (aria-disabled, a press does nothing) rather than being disabled, so the
 * one just pressed keeps the keyboard's focus.
 */
export function MessageInput({
  onSend,
  onTyping,
  sending = false,
  disabled = false,
  initialText = '',
  autoFocus = false,
}: MessageInputProps) {
  const [text, setText] = useState(initialText);
  const [inFlight, setInFlight] = useState(false);
  // A new object per insertion, so inserting at the same place twice still moves the cursor.
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const latest = useRef(text);
  const blank = text.trim() === '';
  const waiting = sending || inFlight;
  const busy = waiting || disabled;
  const remaining = MESSAGE_MAX - text.length;

  const change = (value: string) => {
    latest.current = value;
    setText(value);
    onTyping?.();
  };

  // After an emoji is inserted the picker has closed and handed focus back to its button; the
  // text field takes it back with the cursor just after the emoji.
  useEffect(() => {
    if (caret === null) return;
    const el = field.current;
    el?.focus();
    el?.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  const send = async (content: string, type: MessageType) => {
    if (busy) return;
    setInFlight(true);
    try {
      await onSend(content, type);
      // Only what was sent is cleared: anything typed meanwhile stays.
      if (type === 'text' && latest.current === text) {
        latest.current = '';
        setText('');
        // The send button gives way to the thumbs-up; focus stays in the form, on the text field.
        const active = document.activeElement;
        if (active === document.body || (active && form.current?.contains(active))) {
          field.current?.focus();
        }
      }
    } catch {
      // The container shows why; the text stays for another try.
    } finally {
      setInFlight(false);
    }
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (blank) return;
    void send(text.trim(), 'text');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Enter' || e.shiftKey) return;
    // An Enter that confirms an input method's composition (Japanese, Chinese, ...) is not a send.
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    submit();
  };
  const insert = (emoji: string) => {
    const el = field.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${emoji}${text.slice(end)}`;
    if (next.length > MESSAGE_MAX) return;
    change(next);
    setCaret({ at: start + emoji.length });
  };

  return (
    <Root ref={form} onSubmit={submit} aria-label="Send a message">
      <EmojiPicker onPick={insert} disabled={disabled} />
      <TextField
        inputRef={field}
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type a message"
        multiline
        minRows={1}
        fullWidth
        size="small"
        disabled={disabled}
        autoFocus={autoFocus}
        helperText={
          remaining <= COUNTER_FROM_REMAINING ? `${text.length} / ${MESSAGE_MAX}` : undefined
        }
        slotProps={{
          htmlInput: {
            'aria-label': 'Type a message',
            maxLength: MESSAGE_MAX,
            enterKeyHint: 'send',
            // Grows with the text up to 100 px, then scrolls (docs/product.md, The message input).
            style: { maxHeight: MESSAGE_INPUT_MAX_HEIGHT_PX },
          },
          formHelperText: { sx: { textAlign: 'right', mx: 1 } },
        }}
        sx={{
          // A pill while it is one line, a rounded box as it grows.
          '& .MuiInputBase-root': { borderRadius: '20px', bgcolor: 'background.paper' },
          // The autosize sets `overflow: hidden` inline; past the cap the text must scroll.
          '& textarea': { overflowY: 'auto !important' },
        }}
      />
      {blank ? (
        <IconButton
          aria-label="Send a thumbs-up"
          color="primary"
          disabled={disabled}
          aria-disabled={waiting}
          onClick={(e) => unlessWaiting(waiting, e, () => void send(THUMBS_UP, 'emoji'))}
          sx={waiting ? WAITING_SX : undefined}
        >
          <ThumbUpRoundedIcon />
        </IconButton>
      ) : (
        <IconButton
          type="submit"
          aria-label="Send message"
          color="primary"
          disabled={disabled}
          aria-disabled={waiting}
          onClick={(e) => unlessWaiting(waiting, e)}
          sx={waiting ? WAITING_SX : undefined}
        >
          <SendRoundedIcon />
        </IconButton>
      )}
    </Root>
  );
}
