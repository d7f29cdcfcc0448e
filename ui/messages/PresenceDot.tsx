import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import type { Presence } from '../../contract/messages';
import { presenceLabel } from '../../domain/messages/presence';
import { visuallyHidden } from '../common/visuallyHidden';

export interface PresenceDotProps {
  /** Whether the person is online now, and when they were last seen. */
  presence: Presence;
  /**
   * Shows the text ('Online', 'Last seen 5m ago') beside the dot; otherwise the text is for
   * screen readers only. @default false
   */
  showLabel?: boolean;
  /** Places the dot on the corner of an avatar (the parent is `position: relative`). @default false */
  overlap?: boolean;
  /** 'now' for 'last seen' (fixed in stories and tests). */
  now?: Date;
}

const Dot = styled('span', {
  name: 'PeerPresenceDot',
  slot: 'Dot',
  shouldForwardProp: (prop) => prop !== 'online' && prop !== 'sx',
})<{ online: boolean }>(({ theme, online }) => ({
  display: 'inline-block',
  flexShrink: 0,
  width: 12,
  height: 12,
  borderRadius: '50%',
  boxSizing: 'border-box',
  // Online is a filled green dot, away a hollow grey ring: the shape differs, not only the colour.
  backgroundColor: online ? theme.palette.success.main : theme.palette.background.paper,
  border: `2px solid ${online ? theme.palette.success.main : theme.palette.text.secondary}`,
}));

/**
 * Whether a person is online now or when they were last seen: a dot with its words.
 * Accessibility: the dot is hidden from screen readers, which read its words; online and away
 * differ in shape, not only in colour.
 */
export function PresenceDot({
  presence,
  showLabel = false,
  overlap = false,
  now,
}: PresenceDotProps) {
  const label = presenceLabel(presence, now);
  return (
    <Box
      component="span"
      sx={
        overlap
          ? { position: 'absolute', right: -2, bottom: -2, display: 'inline-flex' }
          : { display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }
      }
    >
      <Dot
        online={presence.online}
        aria-hidden="true"
        sx={overlap ? { boxShadow: (t) => `0 0 0 2px ${t.palette.background.paper}` } : undefined}
      />
      <Box
        component="span"
        sx={
          showLabel
            ? { typography: 'body2', color: 'text.secondary', whiteSpace: 'nowrap' }
            : visuallyHidden
        }
      >
        {label}
      </Box>
    </Box>
  );
}
