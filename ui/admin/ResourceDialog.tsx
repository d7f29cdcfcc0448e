import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AdminResource, ResourceInput } from '../../contract/admin';
import {
  RESOURCE_ADDRESS_MAX,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_NAME_MAX,
  RESOURCE_TYPES,
  RESOURCE_TYPE_LABELS,
  type ResourceType,
} from '../../contract/map';
import { FormDialog } from '../common/FormDialog';
import { coordinate, listOf } from './placeForm';
import type { FieldError } from './types';
import { formFields } from './formFields';
import { useFieldSave } from './useFieldSave';
import { useKeptRefusal } from './useKeptRefusal';

export type ResourceField = keyof ResourceInput;
const RESOURCE_FIELDS: readonly ResourceField[] = [
  'name',
  'resource_type',
  'address',
  'latitude',
  'longitude',
  'phone',
  'website',
  'description',
  'services',
];

/** The form's values: the input's, with numbers and services as their fields hold them. */
interface ResourceValues {
  name: string;
  /** '' while none of the map's types is chosen (an imported resource may have another). */
  resource_type: ResourceType | '';
  address: string;
  latitude: string;
  longitude: string;
  phone: string;
  website: string;
  description: string;
  /** Comma separated. */
  services: string;
}

export interface ResourceDialogProps {
  /** Shows the dialog; each opening starts from `resource`'s values. */
  open: boolean;
  /** The resource to edit, or null to add one (on the map at once). */
  resource: AdminResource | null;
  /**
   * Saves the form; resolves when saved (the dialog closes) or rejects with a FieldError-like
   * value, whose message shows by its field (or above the form when it names none).
   */
  onSave: (input: ResourceInput) => Promise<unknown>;
  /** Cancel, Escape, or a save that succeeded. */
  onClose: () => void;
  /** A refusal to show as the dialog opens (see useKeptRefusal). @default null */
  refusal?: FieldError<ResourceField> | null;
}

const isResourceType = (t: string): t is ResourceType =>
  (RESOURCE_TYPES as readonly string[]).includes(t);

const valuesOf = (r: AdminResource | null): ResourceValues => ({
  name: r?.name ?? '',
  resource_type: r ? (isResourceType(r.resource_type) ? r.resource_type : '') : 'peer_center',
  address: r?.address ?? '',
  latitude: r ? String(r.latitude) : '',
  longitude: r ? String(r.longitude) : '',
  phone: r?.phone ?? '',
  website: r?.website ?? '',
  description: r?.description ?? '',
  services: r?.services.join(', ') ?? '',
});

/**
 * Add or correct a resource on the map: the fields of a person's suggestion (docs/product.md,
 * Map and location). A moderator's correction is kept over later imports of the same place.
 * Accessibility: focus stays in the dialog, which is named by its title; a refusal of one field
 * describes that field and marks it invalid, and one naming no field is announced as an alert.
 */
export function ResourceDialog({
  open,
  resource,
  onSave,
  onClose,
  refusal = null,
}: ResourceDialogProps) {
  const save = useKeptRefusal(useFieldSave(RESOURCE_FIELDS, onClose), refusal);
  const close = () => {
    save.reset();
    onClose();
  };
  // An imported resource may carry a type the map does not list: the moderator picks one.
  const oldType = resource && !isResourceType(resource.resource_type) ? resource.resource_type : '';
  const submit = (v: ResourceValues) => {
    const { resource_type } = v;
    const latitude = coordinate(v.latitude);
    const longitude = coordinate(v.longitude);
    if (resource_type === '')
      return save.refuse({ field: 'resource_type', message: 'Choose a type.' });
    if (latitude === null)
      return save.refuse({ field: 'latitude', message: 'latitude must be a number' });
    if (longitude === null)
      return save.refuse({ field: 'longitude', message: 'longitude must be a number' });
    save.save(() =>
      onSave({
        ...v,
        resource_type,
        latitude,
        longitude,
        services: listOf(v.services),
      }),
    );
  };
  return (
    <FormDialog<ResourceValues>
      open={open}
      title={resource ? 'Edit resource' : 'Add resource'}
      initialValues={valuesOf(resource)}
      canSubmit={(v) =>
        v.name.trim() !== '' &&
        v.resource_type !== '' &&
        v.address.trim() !== '' &&
        v.latitude.trim() !== '' &&
        v.longitude.trim() !== ''
      }
      submitLabel="Save"
      busyLabel="Saving..."
      busy={save.busy}
      error={save.formError}
      onSubmit={submit}
      onClose={close}
    >
      {({ values, set, busy }) => {
        const { change, text } = formFields(values, set, save, busy);
        const typeError = save.errorOf('resource_type');
        return (
          <>
            {text('name', 'Name', {
              required: true,
              slotProps: { htmlInput: { maxLength: RESOURCE_NAME_MAX } },
            })}
            <TextField
              select
              required
              label="Type"
              value={values.resource_type}
              onChange={(e) => change('resource_type', e.target.value as ResourceType)}
              error={Boolean(typeError)}
              helperText={
                typeError ??
                (oldType && values.resource_type === ''
                  ? `Was “${oldType}”, which the map does not list: choose a type.`
                  : undefined)
              }
              disabled={busy}
              fullWidth
            >
              {RESOURCE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {RESOURCE_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            {text('address', 'Address', {
              required: true,
              slotProps: { htmlInput: { maxLength: RESOURCE_ADDRESS_MAX } },
            })}
            {text('latitude', 'Latitude', {
              required: true,
              slotProps: { htmlInput: { inputMode: 'decimal' } },
            })}
            {text('longitude', 'Longitude', {
              required: true,
              slotProps: { htmlInput: { inputMode: 'decimal' } },
            })}
            {text('phone', 'Phone', { type: 'tel' })}
            {text('website', 'Website', { type: 'url', placeholder: 'https://' })}
            {text('description', 'Description', {
              multiline: true,
              minRows: 2,
              slotProps: { htmlInput: { maxLength: RESOURCE_DESCRIPTION_MAX } },
            })}
            {text('services', 'Services', { helperText: 'Separated by commas.' })}
          </>
        );
      }}
    </FormDialog>
  );
}
