import {
  MEETING_COLOUR,
  RESOURCE_TYPE_COLOURS,
  RESOURCE_TYPE_LABELS,
  SUPPORT_STATUS_COLOURS,
  SUPPORT_STATUS_LABELS,
  type MapMeetingGroup,
  type MarkerColour,
} from '../../contract/map';

const known = <K extends string>(table: Record<K, unknown>, key: string): key is K =>
  Object.prototype.hasOwnProperty.call(table, key);

/** 'rehab' → 'Rehabilitation Center'; a type outside the table reads as its words. */
export function resourceTypeLabel(type: string): string {
  if (known(RESOURCE_TYPE_LABELS, type)) return RESOURCE_TYPE_LABELS[type];
  return type
    .split('_')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** The colour per resource type (docs/product.md, Labels and colours); unknown types are grey. */
export const resourceColour = (type: string): MarkerColour =>
  known(RESOURCE_TYPE_COLOURS, type) ? RESOURCE_TYPE_COLOURS[type] : 'grey';

/** 'Seeking Support', 'Offering Support', 'Seeking & Offering'; unknown reads as nothing. */
export const supportStatusLabel = (status: string): string =>
  known(SUPPORT_STATUS_LABELS, status) ? SUPPORT_STATUS_LABELS[status] : '';

/** The legend's colour per status; unknown statuses are grey. */
export const peerColour = (status: string): MarkerColour =>
  known(SUPPORT_STATUS_COLOURS, status) ? SUPPORT_STATUS_COLOURS[status] : 'grey';

export const meetingColour = (): MarkerColour => MEETING_COLOUR;

/** A meeting's group_type with underscores as spaces, in capitals (docs/product.md, Popups). */
export const groupTypeLabel = (groupType: string): string =>
  groupType.replace(/_/g, ' ').toUpperCase();

/**
 * A meeting's 'Monday, Wednesday at 7:00 PM' (days alone, or time alone, when one is missing;
 * docs/product.md, Popups).
 */
export function meetingScheduleLabel(
  group: Pick<MapMeetingGroup, 'meeting_days' | 'meeting_time'>,
) {
  const days = group.meeting_days.join(', ');
  if (days && group.meeting_time) return `${days} at ${group.meeting_time}`;
  return days || group.meeting_time;
}
