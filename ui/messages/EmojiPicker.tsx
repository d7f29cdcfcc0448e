import EmojiEmotionsOutlinedIcon from '@mui/icons-material/EmojiEmotionsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { PICKER_EMOJI } from '../../domain/messages/emoji';
import { moveFocusAmongButtons } from './gridKeys';

/** Emoji per row of the picker; arrow up/down move by this many. */
export const EMOJI_PICKER_COLUMNS = 8;

export interface EmojiPickerProps {
  /** Called with the chosen emoji; the picker closes and the caller puts focus where it belongs. */
  onPick: (emoji: string) => void;
  /** Disables the button, so the picker cannot open. @default false */
  disabled?: boolean;
  /** Starts open (stories). @default false */
  initialOpen?: boolean;
}

/**
 * The 'Insert emoji' button and its grid of about 90 emoji (docs/product.md, The message input).
 * Keyboard: arrows move, Tab works too, Enter inserts, Escape closes and returns focus to the
 * button.
 */
export function EmojiPicker({ onPick, disabled = false, initialOpen = false }: EmojiPickerProps) {
  const [wantOpen, setWantOpen] = useState(initialOpen);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const pickerId = useId();
  const titleId = useId();
  const open = wantOpen && anchor !== null && !disabled;

  return (
    <>
      <IconButton
        ref={setAnchor}
        aria-label="Insert emoji"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        disabled={disabled}
        onClick={() => setWantOpen(true)}
        sx={{ color: 'text.secondary' }}
      >
        <EmojiEmotionsOutlinedIcon />
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setWantOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: pickerId,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { p: 1, mb: 1, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ px: 0.5, pb: 0.5 }}>
          Emoji
        </Typography>
        <Box
          role="group"
          aria-labelledby={titleId}
          onKeyDown={(e) => moveFocusAmongButtons(e, EMOJI_PICKER_COLUMNS)}
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${EMOJI_PICKER_COLUMNS}, 40px)`,
            maxHeight: 240,
            overflowY: 'auto',
          }}
        >
          {PICKER_EMOJI.map(({ emoji, name }, i) => (
            <IconButton
              key={emoji}
              autoFocus={i === 0}
              aria-label={name}
              title={name}
              onClick={() => {
                setWantOpen(false);
                onPick(emoji);
              }}
              sx={{ width: 40, height: 40, fontSize: '1.35rem', borderRadius: 2 }}
            >
              <span aria-hidden="true">{emoji}</span>
            </IconButton>
          ))}
        </Box>
      </Popover>
    </>
  );
}
