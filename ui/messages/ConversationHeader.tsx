import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { Correspondent } from '../../contract/messages';
import { ConversationMenu, type ConversationMenuProps } from './ConversationMenu';
import { PresenceDot } from './PresenceDot';
import type { CallType } from './types';

export interface ConversationHeaderProps extends Pick<
  ConversationMenuProps,
  'onBlock' | 'onUnblock' | 'onReport'
> {
  /**
   * The person; null until the conversation's first page arrives (no calls, no menu then). One who
   * deleted their account has no presence, calls or menu either: nothing reaches them.
   */
  other: Correspondent | null;
  /** The heading's text: the person's name, or what stands for it until they are known. */
  name: string;
  /** The heading's id, which names the conversation. */
  headingId: string;
  /** Shows 'Back to chats' (small screens, where list and conversation alternate). @default false */
  showBack?: boolean;
  /** Moves focus to the person's name when the header appears (small screens). @default false */
  focusOnOpen?: boolean;
  /** Called by 'Back to chats'. */
  onBack?: () => void;
  /** Calls are off while the person is blocked. */
  onCall: (type: CallType) => void;
  /** 'now' for 'last seen' (fixed in stories and tests). */
  now?: Date;
}

/**
 * The conversation's header: back, the person's name and presence, calls and the options menu;
 * only back and the name for a deleted account. Accessibility: the name is the conversation's
 * heading and, with `focusOnOpen`, takes focus (it is not in the Tab order); the icon buttons are
 * named 'Back to chats', 'Start audio call' and 'Start video call'.
 */
export function ConversationHeader({
  other,
  name,
  headingId,
  showBack = false,
  focusOnOpen = false,
  onBack,
  onCall,
  onBlock,
  onUnblock,
  onReport,
  now,
}: ConversationHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const blocked = other?.blocked ?? false;
  // Someone who is gone cannot be called, blocked or reported, nor be online.
  const reachable = other !== null && !other.deleted;

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        // 12 px at least: the first and last buttons sit 12 px into the padding (edge="start",
        // edge="end"); with 8 px they stuck 4 px out of a phone's screen.
        px: { xs: 1.5, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {showBack && (
        <IconButton aria-label="Back to chats" onClick={onBack} edge="start">
          <ArrowBackRoundedIcon />
        </IconButton>
      )}
      {other?.deleted ? (
        <Avatar sx={{ bgcolor: 'grey.500' }} aria-hidden="true">
          <PersonOffOutlinedIcon />
        </Avatar>
      ) : (
        <Avatar sx={{ bgcolor: 'secondary.main' }} aria-hidden="true">
          {other ? name.charAt(0).toUpperCase() : ''}
        </Avatar>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          id={headingId}
          ref={heading}
          component="h2"
          tabIndex={-1}
          sx={{
            fontWeight: 700,
            fontSize: '1.1rem',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            '&:focus': { outline: 'none' },
          }}
        >
          {name}
        </Typography>
        {reachable && <PresenceDot presence={other.presence} showLabel now={now} />}
      </Box>
      {reachable && (
        <>
          <IconButton
            aria-label="Start audio call"
            onClick={() => onCall('audio')}
            disabled={blocked}
            color="primary"
          >
            <CallOutlinedIcon />
          </IconButton>
          <IconButton
            aria-label="Start video call"
            onClick={() => onCall('video')}
            disabled={blocked}
            color="primary"
          >
            <VideocamOutlinedIcon />
          </IconButton>
          <ConversationMenu
            name={name}
            blocked={blocked}
            onBlock={onBlock}
            onUnblock={onUnblock}
            onReport={onReport}
          />
        </>
      )}
    </Box>
  );
}
