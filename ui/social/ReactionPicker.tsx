import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { Tooltip } from '../common/Tooltip';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { REACTIONS, type ReactionType } from '../../contract/social';

/** The picker closes 500 ms after the pointer leaves (docs/product.md, Community, Reactions). */
export const PICKER_CLOSE_DELAY_MS = 500;
/** A press held this long on touch opens the picker. */
export const LONG_PRESS_MS = 500;

export interface ReactionPickerProps {
  /** The viewer's current reaction, if any. */
  current: ReactionType | null;
  /** Called with the reaction to toggle (the server applies the rules in docs/product.md). */
  onReact: (type: ReactionType) => void;
  /** Disables the control (e.g. while signed out). @default false */
  disabled?: boolean;
  /** Starts with the picker open (stories). @default false */
  initialOpen?: boolean;
}

const Root = styled(Box, { name: 'PeerReactionPicker', slot: 'Root' })({
  position: 'relative',
  display: 'inline-flex',
});

/**
 * The like button with the six-reaction picker: hover, long-press or keyboard (Arrow Up) opens it.
 * Accessibility: Arrow Up or Shift+Enter on the button opens the picker with focus on its first
 * reaction; Left and Right arrows move between reactions, and Escape or a choice closes it with
 * focus back on the button. What opens is a toolbar of reactions, not a menu, so the button says
 * it with aria-expanded and aria-controls (the toolbar) rather than aria-haspopup, which would
 * announce a menu.
 */
export function ReactionPicker({
  current,
  onReact,
  disabled = false,
  initialOpen = false,
}: ReactionPickerProps) {
  const [open, setOpen] = useState(initialOpen);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);
  const mainButton = useRef<HTMLButtonElement>(null);
  const firstOption = useRef<HTMLButtonElement>(null);
  const pickerId = useId();
  const chosen = REACTIONS.find((r) => r.type === current);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), PICKER_CLOSE_DELAY_MS);
  };
  useEffect(
    () => () => {
      cancelClose();
      if (pressTimer.current) clearTimeout(pressTimer.current);
    },
    [],
  );

  const openPicker = (focusFirst: boolean) => {
    cancelClose();
    setOpen(true);
    if (focusFirst) setTimeout(() => firstOption.current?.focus(), 0);
  };
  const choose = (type: ReactionType) => {
    setOpen(false);
    onReact(type);
    mainButton.current?.focus();
  };

  const onMainKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' || (e.key === 'Enter' && e.shiftKey)) {
      e.preventDefault();
      openPicker(true);
    }
  };
  const onPickerKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      mainButton.current?.focus();
      return;
    }
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const buttons = Array.from((e.currentTarget as HTMLElement).querySelectorAll('button'));
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(i + (e.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
    next?.focus();
    e.preventDefault();
  };

  return (
    <Root onMouseEnter={() => !disabled && openPicker(false)} onMouseLeave={scheduleClose}>
      {open && (
        <Paper
          id={pickerId}
          role="toolbar"
          aria-label="Choose a reaction"
          elevation={4}
          onKeyDown={onPickerKeyDown}
          onFocus={cancelClose}
          sx={{
            position: 'absolute',
            bottom: '100%',
            left: 0,
            mb: 1,
            display: 'flex',
            borderRadius: 8,
            px: 0.5,
            zIndex: 2,
          }}
        >
          {REACTIONS.map((r, i) => (
            <Tooltip key={r.type} title={r.label}>
              <IconButton
                ref={i === 0 ? firstOption : undefined}
                aria-label={r.label}
                aria-pressed={current === r.type}
                onClick={() => choose(r.type)}
                sx={{
                  fontSize: '1.5rem',
                  transition: 'transform .1s',
                  '&:hover, &:focus-visible': { transform: 'scale(1.3)' },
                }}
              >
                <span aria-hidden="true">{r.emoji}</span>
              </IconButton>
            </Tooltip>
          ))}
        </Paper>
      )}
      <Button
        ref={mainButton}
        disabled={disabled}
        aria-pressed={Boolean(current)}
        aria-expanded={open}
        aria-controls={open ? pickerId : undefined}
        aria-keyshortcuts="ArrowUp"
        startIcon={
          chosen ? (
            <span aria-hidden="true">{chosen.emoji}</span>
          ) : (
            <ThumbUpOutlinedIcon aria-hidden="true" />
          )
        }
        onKeyDown={onMainKeyDown}
        onTouchStart={() => {
          longPressed.current = false;
          pressTimer.current = setTimeout(() => {
            longPressed.current = true;
            openPicker(false);
          }, LONG_PRESS_MS);
        }}
        onTouchEnd={() => {
          if (pressTimer.current) clearTimeout(pressTimer.current);
        }}
        onClick={() => {
          // A long press opened the picker; it is not also a click on the main button.
          if (longPressed.current) {
            longPressed.current = false;
            return;
          }
          onReact(current ?? 'like');
        }}
        color={chosen ? 'primary' : 'inherit'}
      >
        {chosen ? chosen.label : 'Like'}
      </Button>
    </Root>
  );
}
