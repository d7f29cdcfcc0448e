import type { AdminMeetingGroup } from '../../contract/admin';
import { meetingScheduleLabel } from '../../domain/map/labels';
import { PlaceCard } from './PlaceCard';
import { groupTypeWords, meetingStatusLabel, type PlaceAction } from './places';

export interface AdminMeetingGroupCardProps {
  /** The meeting group shown. */
  group: AdminMeetingGroup;
  /** A removal or restore is under way: the buttons wait. @default false */
  busy?: boolean;
  /** The action under way, when known: its button says so. @default null */
  running?: PlaceAction | null;
  /** Why the last action on this group failed. @default null */
  error?: string | null;
  /** 'Edit' opens the group's dialog. */
  onEdit: () => void;
  /** 'Remove from map' (the section asks first). */
  onRemove: () => void;
  /** 'Put back on map'. */
  onRestore: () => void;
}

/**
 * A meeting group found on the map: name, state, fellowship and whether it is open, schedule,
 * address (or its online link), 'Edit' and its removal or restore.
 */
export function AdminMeetingGroupCard({ group: g, ...actions }: AdminMeetingGroupCardProps) {
  const kind = [groupTypeWords(g.group_type), g.is_open ? 'Open meeting' : 'Closed meeting'];
  return (
    <PlaceCard
      {...actions}
      name={g.name}
      statusLabel={meetingStatusLabel(g.removed)}
      tone={g.removed ? 'off' : 'on'}
      details={[
        kind.filter(Boolean).join(' · '),
        meetingScheduleLabel(g),
        g.address,
        g.conference_url && `Online: ${g.conference_url}`,
      ]}
      editedByModerator={g.edited_by_moderator}
      removal={g.removed ? 'restore' : 'remove'}
    />
  );
}
