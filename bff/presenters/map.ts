import type { MapMeetingGroup, MapPeer, MapResource } from '../../contract/map';
import type { MeetingGroupDoc } from '../models/meetingGroup';
import type { ResourceDoc } from '../models/resource';

const iso = (d: unknown) => (d instanceof Date ? d : new Date(String(d ?? 0))).toISOString();

/** Exactly the fields of a resource that leave the server (docs/product.md, Map and location). */
export function presentResource(r: Partial<ResourceDoc> & { _id: string }): MapResource {
  return {
    id: r._id,
    name: r.name ?? '',
    resource_type: r.resource_type ?? '',
    address: r.address ?? '',
    description: r.description ?? '',
    phone: r.phone ?? '',
    website: r.website ?? '',
    latitude: r.latitude ?? 0,
    longitude: r.longitude ?? 0,
    services: [...(r.services ?? [])],
    created_at: iso(r.created_at),
  };
}

/** Exactly the fields of a meeting group that leave the server (docs/product.md). */
export function presentMeetingGroup(
  g: Partial<MeetingGroupDoc> & { _id: string },
): MapMeetingGroup {
  return {
    id: g._id,
    name: g.name ?? '',
    group_type: g.group_type ?? '',
    address: g.address ?? '',
    meeting_days: [...(g.meeting_days ?? [])],
    meeting_time: g.meeting_time ?? '',
    is_open: g.is_open === true,
    latitude: g.latitude ?? 0,
    longitude: g.longitude ?? 0,
    conference_url: g.conference_url ?? '',
  };
}

/**
 * Exactly the fields of a peer that leave the server (docs/product.md, Peers on the map): never
 * more, whatever was stored.
 */
export function presentPeer(p: MapPeer): MapPeer {
  return {
    user_id: p.user_id,
    display_name: p.display_name,
    bio: p.bio,
    support_status: p.support_status,
    latitude: p.latitude,
    longitude: p.longitude,
    accepts_messages: p.accepts_messages,
  };
}
