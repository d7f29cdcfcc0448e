import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  MAP_TEXTS,
  type MapMeetingGroup,
  type MapPeer,
  type MapResource,
} from '../../contract/map';
import {
  groupTypeLabel,
  meetingScheduleLabel,
  peerColour,
  resourceColour,
  resourceTypeLabel,
  supportStatusLabel,
} from '../../domain/map/labels';
import { shownName } from '../../domain/profile/shownName';
import { markerColors } from '../theme/theme';
import { placeKey, type MapPlace } from './types';

export interface PlacePopupProps {
  /** The peer, resource or meeting group to show. */
  place: MapPlace;
  /** Send Message on a peer's popup (asks 'Enter your message:'; docs/product.md, Popups). */
  onMessage: (peer: MapPeer) => void;
  /** Called when the person presses Close, or Escape inside the popup. */
  onClose: () => void;
  /** Move focus into the popup when it opens (it was opened from a marker or the list). @default true */
  autoFocus?: boolean;
}

const Root = styled(Paper, { name: 'MapPopup', slot: 'Root' })(({ theme }) => ({
  position: 'relative',
  width: 280,
  maxWidth: 'calc(100vw - 32px)',
  padding: theme.spacing(2),
  paddingRight: theme.spacing(5),
}));

/**
 * The popup of a marker: the fields of a peer, a resource or a meeting group (docs/product.md,
 * Popups).
 * Accessibility: a dialog named by its title; focus moves into it when it opens (unless
 * `autoFocus` is false), and Escape inside it closes it.
 */
export function PlacePopup({ place, onMessage, onClose, autoFocus = true }: PlacePopupProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Once per place opened: a reload of the same places (after a pan) leaves focus alone.
  const key = placeKey(place);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus, key]);
  return (
    <Root
      ref={ref}
      elevation={6}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <IconButton
        aria-label="Close"
        size="small"
        onClick={onClose}
        sx={{ position: 'absolute', top: 6, right: 6 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {place.kind === 'peer' && (
        <PeerDetails titleId={titleId} peer={place.item} onMessage={onMessage} />
      )}
      {place.kind === 'resource' && <ResourceDetails titleId={titleId} resource={place.item} />}
      {place.kind === 'meeting' && <MeetingDetails titleId={titleId} group={place.item} />}
    </Root>
  );
}

function Title({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      component="h2"
      variant="subtitle1"
      sx={{ fontWeight: 700, lineHeight: 1.3 }}
    >
      {children}
    </Typography>
  );
}

function Tag({ label, colour }: { label: string; colour: string }) {
  return (
    <Chip
      size="small"
      label={label}
      sx={{ bgcolor: colour, color: '#ffffff', fontWeight: 600, my: 0.5, height: 'auto', py: 0.25 }}
    />
  );
}

const Line = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
    {children}
  </Typography>
);

function PeerDetails({
  titleId,
  peer,
  onMessage,
}: {
  titleId: string;
  peer: MapPeer;
  onMessage: (peer: MapPeer) => void;
}) {
  const status = supportStatusLabel(peer.support_status);
  return (
    <>
      <Title id={titleId}>{shownName(peer.display_name)}</Title>
      {status && <Tag label={status} colour={markerColors[peerColour(peer.support_status)]} />}
      {peer.bio && <Line>{peer.bio}</Line>}
      {peer.accepts_messages ? (
        <Button variant="contained" size="small" sx={{ mt: 1.5 }} onClick={() => onMessage(peer)}>
          {MAP_TEXTS.sendMessage}
        </Button>
      ) : (
        <Line>Not taking messages right now.</Line>
      )}
    </>
  );
}

function ResourceDetails({ titleId, resource }: { titleId: string; resource: MapResource }) {
  return (
    <>
      <Title id={titleId}>{resource.name}</Title>
      <Tag
        label={resourceTypeLabel(resource.resource_type)}
        colour={markerColors[resourceColour(resource.resource_type)]}
      />
      {resource.address && <Line>{resource.address}</Line>}
      {resource.description && <Line>{resource.description}</Line>}
      {(resource.phone || resource.website) && (
        <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
          {resource.phone && (
            <Link
              href={`tel:${resource.phone.replace(/[^\d+]/g, '')}`}
              aria-label={`${MAP_TEXTS.call} ${resource.phone}`}
            >
              {MAP_TEXTS.call}
            </Link>
          )}
          {resource.website && (
            <Link
              href={resource.website}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${MAP_TEXTS.visit} ${resource.name} (opens in a new tab)`}
            >
              {MAP_TEXTS.visit}
            </Link>
          )}
        </Box>
      )}
    </>
  );
}

function MeetingDetails({ titleId, group }: { titleId: string; group: MapMeetingGroup }) {
  const schedule = meetingScheduleLabel(group);
  return (
    <>
      <Title id={titleId}>{group.name}</Title>
      {group.group_type && (
        <Typography variant="caption" component="p" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
          {groupTypeLabel(group.group_type)}
        </Typography>
      )}
      {group.address && <Line>{group.address}</Line>}
      {schedule && <Line>{schedule}</Line>}
      {group.is_open && <Tag label={MAP_TEXTS.openMeeting} colour={markerColors.green} />}
      {group.conference_url && (
        <Box sx={{ mt: 1 }}>
          <Link
            href={group.conference_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${MAP_TEXTS.joinOnline}: ${group.name} (opens in a new tab)`}
          >
            {MAP_TEXTS.joinOnline}
          </Link>
        </Box>
      )}
    </>
  );
}
