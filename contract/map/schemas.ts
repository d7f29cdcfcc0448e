import { z } from 'zod';
import {
  BBOX_MAX_DEGREES,
  RESOURCE_ADDRESS_MAX,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_NAME_MAX,
  RESOURCE_SERVICES_MAX,
  RESOURCE_SERVICE_MAX,
  RESOURCE_TYPES,
} from './index';

/** A latitude in degrees, named `field` in its refusals. */
export const latitude = (field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .min(-90, `${field} must be between -90 and 90`)
    .max(90, `${field} must be between -90 and 90`);
/** A longitude in degrees, named `field` in its refusals. */
export const longitude = (field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .min(-180, `${field} must be between -180 and 180`)
    .max(180, `${field} must be between -180 and 180`);

/** A number in a query string: digits only, so '1e3', 'Infinity' and '0x10' are refused. */
const queryNumber = (field: string) =>
  z
    .string({ message: `${field} must be a number` })
    .regex(/^-?\d{1,3}(\.\d{1,17})?$/, `${field} must be a number`)
    .transform(Number);

/** PUT /api/profile/location: the browser's position, coarsened by the server before storing. */
export const locationInputSchema = z.object({
  latitude: latitude('latitude'),
  longitude: longitude('longitude'),
});
export type LocationInput = z.input<typeof locationInputSchema>;

/** GET /api/map/peers: the map's centre, used when the viewer has not shared a position. */
export const peersQuerySchema = z
  .object({
    lat: queryNumber('lat').pipe(latitude('lat')).optional(),
    lng: queryNumber('lng').pipe(longitude('lng')).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'lat and lng must be given together',
    path: ['lat'],
  });

/** `?bbox=minLng,minLat,maxLng,maxLat` of GET /api/map/resources and /meeting-groups. */
export const bboxQuerySchema = z.object({
  bbox: z
    .string({ message: 'bbox must be minLng,minLat,maxLng,maxLat' })
    .regex(
      /^-?\d{1,3}(\.\d{1,17})?(,-?\d{1,3}(\.\d{1,17})?){3}$/,
      'bbox must be four numbers: minLng,minLat,maxLng,maxLat',
    )
    .transform((text) => text.split(',').map(Number) as [number, number, number, number])
    .superRefine(([minLng, minLat, maxLng, maxLat], ctx) => {
      const problem = [minLng, maxLng].some((v) => v < -180 || v > 180)
        ? 'bbox longitudes must be between -180 and 180'
        : [minLat, maxLat].some((v) => v < -90 || v > 90)
          ? 'bbox latitudes must be between -90 and 90'
          : minLng > maxLng || minLat > maxLat
            ? 'bbox must be minLng,minLat,maxLng,maxLat with each minimum below its maximum'
            : maxLng - minLng > BBOX_MAX_DEGREES || maxLat - minLat > BBOX_MAX_DEGREES
              ? `bbox must span at most ${BBOX_MAX_DEGREES} degrees each way`
              : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
});

const text = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** POST /api/resources: a person suggests a place; it waits for the moderators. */
export const resourceSuggestionSchema = z.object({
  name: text('name', RESOURCE_NAME_MAX).min(1, 'name cannot be blank'),
  resource_type: z.enum(RESOURCE_TYPES, {
    message: `resource_type must be one of ${RESOURCE_TYPES.join(', ')}`,
  }),
  address: text('address', RESOURCE_ADDRESS_MAX).min(1, 'address cannot be blank'),
  description: text('description', RESOURCE_DESCRIPTION_MAX).default(''),
  phone: text('phone', 30)
    .regex(/^$|^\+?[0-9 ().-]{3,30}$/, 'phone must be a phone number (digits, spaces, + ( ) - .)')
    .default(''),
  website: text('website', 300)
    .regex(/^$|^https?:\/\/[^\s]+$/i, 'website must start with http:// or https://')
    .default(''),
  latitude: latitude('latitude'),
  longitude: longitude('longitude'),
  services: z
    .array(text('services', RESOURCE_SERVICE_MAX).min(1, 'services cannot hold a blank item'), {
      message: 'services must be a list of text',
    })
    .max(RESOURCE_SERVICES_MAX, `services must hold at most ${RESOURCE_SERVICES_MAX} items`)
    .default([]),
});
export type ResourceSuggestion = z.input<typeof resourceSuggestionSchema>;
/** A suggestion as the server has it after parsing (defaults filled in). */
export type ParsedResourceSuggestion = z.output<typeof resourceSuggestionSchema>;
