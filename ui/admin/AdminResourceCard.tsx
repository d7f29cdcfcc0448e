import type { AdminResource, AdminResourceStatus } from '../../contract/admin';
import { resourceTypeLabel } from '../../domain/map/labels';
import { PlaceCard, type PlaceTone } from './PlaceCard';
import { RESOURCE_STATUS_LABELS, type PlaceAction } from './places';

export interface AdminResourceCardProps {
  /** The resource shown. */
  resource: AdminResource;
  /** A removal or restore is under way: the buttons wait. @default false */
  busy?: boolean;
  /** The action under way, when known: its button says so. @default null */
  running?: PlaceAction | null;
  /** Why the last action on this resource failed (e.g. it is not on the map). @default null */
  error?: string | null;
  /** 'Edit' opens the resource's dialog. */
  onEdit: () => void;
  /** 'Remove from map' (the section asks first). */
  onRemove: () => void;
  /** 'Put back on map'. */
  onRestore: () => void;
}

const TONES: Readonly<Record<AdminResourceStatus, PlaceTone>> = {
  pending: 'waiting',
  approved: 'on',
  rejected: 'off',
  removed: 'off',
};

/**
 * What a moderator may do to a resource in this list: pending and rejected ones are decided in
 * Suggested places, so only one on the map can be removed, and only a removed one restored.
 */
const REMOVAL: Readonly<Record<AdminResourceStatus, PlaceAction | null>> = {
  pending: null,
  approved: 'remove',
  rejected: null,
  removed: 'restore',
};

/** A resource found on the map: name, state, type, address, 'Edit' and its removal or restore. */
export function AdminResourceCard({ resource: r, ...actions }: AdminResourceCardProps) {
  return (
    <PlaceCard
      {...actions}
      name={r.name}
      statusLabel={RESOURCE_STATUS_LABELS[r.status]}
      tone={TONES[r.status]}
      details={[resourceTypeLabel(r.resource_type), r.address]}
      editedByModerator={r.edited_by_moderator}
      removal={REMOVAL[r.status]}
    />
  );
}
