import AddReactionOutlinedIcon from '@mui/icons-material/AddReactionOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState } from 'react';
import { MESSAGE_REACTIONS, type MessageReaction } from '../../contract/messages';
import { MESSAGE_REACTION_NAMES } from '../../domain/messages/reactions';
import { moveFocusAmongButtons } from './gridKeys';

export interface MessageReactionPickerProps {
  /** The viewer's reaction to the message, shown pressed. */
  current: MessageReaction | null;
  /** Called with the chosen reaction (the same one again removes it). */
  onPick: (emoji: MessageReaction) => void;
  /** The button's accessible name. @default 'React to this message' */
  label?: string;
  /** Disables the button, so the reactions cannot open. @default false */
  disabled?: boolean;
  /** Starts with the six reactions open (stories). @default false */
  initialOpen?: boolean;
}

/**
 * A small 'React' button that opens the six message reactions (👍 ❤️ 😂 😮 😢 😡;
 * docs/product.md, Message reactions). Keyboard: Enter opens, arrows and Home/End move, Enter
 * chooses, Escape closes; focus returns to the button.
 * Accessibility: what opens is a toolbar of reaction buttons, not a menu, so the button says it
 * with aria-expanded and aria-controls (the toolbar) rather than aria-haspopup, which would
 * announce a menu.
 */
export function MessageReactionPicker({
  current,
  onPick,
  label = 'React to this message',
  disabled = false,
  initialOpen = false,
}: MessageReactionPickerProps) {
  const [wantOpen, setWantOpen] = useState(initialOpen);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const pickerId = useId();
  // The anchor is known after the first render, so a story can start open without a warning.
  const open = wantOpen && anchor !== null && !disabled;
  const focusIndex = Math.max(0, current ? MESSAGE_REACTIONS.indexOf(current) : 0);

  const choose = (emoji: MessageReaction) => {
    setWantOpen(false);
    onPick(emoji);
  };
  return (
    <>
      <IconButton
        ref={setAnchor}
        size="small"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        disabled={disabled}
        onClick={() => setWantOpen(true)}
        sx={{ color: 'text.secondary' }}
      >
        <AddReactionOutlinedIcon fontSize="small" />
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setWantOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ paper: { sx: { borderRadius: 8, mb: 0.5 } } }}
      >
        <Box
          id={pickerId}
          role="toolbar"
          aria-label="Choose a reaction"
          onKeyDown={(e) => moveFocusAmongButtons(e, 1)}
          sx={{ display: 'flex', px: 0.5, py: 0.25 }}
        >
          {MESSAGE_REACTIONS.map((emoji, i) => (
            <IconButton
              key={emoji}
              autoFocus={i === focusIndex}
              aria-label={MESSAGE_REACTION_NAMES[emoji]}
              aria-pressed={current === emoji}
              title={MESSAGE_REACTION_NAMES[emoji]}
              onClick={() => choose(emoji)}
              sx={{
                fontSize: '1.4rem',
                width: 44,
                height: 44,
                bgcolor: current === emoji ? 'action.selected' : undefined,
              }}
            >
              <span aria-hidden="true">{emoji}</span>
            </IconButton>
          ))}
        </Box>
      </Popover>
    </>
  );
}
