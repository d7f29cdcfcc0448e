import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AdminCenter, CenterInput, MediaUploaded } from '../../contract/admin';
import { FormDialog } from '../common/FormDialog';
import { ImageUploadField } from './ImageUploadField';
import { formFields } from './formFields';
import { useFieldSave } from './useFieldSave';

type CenterField = keyof CenterInput;
const CENTER_FIELDS: readonly CenterField[] = [
  'name',
  'address',
  'latitude',
  'longitude',
  'phone',
  'website',
  'logo_url',
  'description',
  'services',
  'priority_level',
  'advertiser_id',
  'active',
];

/** Priority 3 Featured, 2 Premium, 1 Basic (docs/product.md, Sponsored treatment centers). */
export const PRIORITY_LEVELS = [
  { level: 3, label: 'Featured' },
  { level: 2, label: 'Premium' },
  { level: 1, label: 'Basic' },
] as const;
type Priority = (typeof PRIORITY_LEVELS)[number]['level'];

/** The form's values: the input's, with numbers and services as their fields hold them. */
interface CenterValues {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  phone: string;
  website: string;
  logo_url: string;
  description: string;
  /** Comma separated. */
  services: string;
  priority_level: Priority;
  advertiser_id: string;
  active: boolean;
}

/** The values a text field edits. */

export interface CenterDialogProps {
  /** Shows the dialog; each opening starts from `center`'s values. */
  open: boolean;
  /** The center to edit, or null to create one. */
  center: AdminCenter | null;
  /**
   * Saves the form; resolves when saved (the dialog closes) or rejects with a FieldError-like
   * value, whose message shows by its field (or above the form when it names none).
   */
  onSave: (input: CenterInput) => Promise<unknown>;
  /** Stores a logo file; resolves with its address, or rejects with the text to show. */
  onUpload: (file: File) => Promise<MediaUploaded>;
  /** Cancel, Escape, or a save that succeeded. */
  onClose: () => void;
}

const valuesOf = (c: AdminCenter | null): CenterValues => ({
  name: c?.name ?? '',
  address: c?.address ?? '',
  latitude: c ? String(c.latitude) : '',
  longitude: c ? String(c.longitude) : '',
  phone: c?.phone ?? '',
  website: c?.website ?? '',
  logo_url: c?.logo_url ?? '',
  description: c?.description ?? '',
  services: c?.services.join(', ') ?? '',
  priority_level: c?.priority_level ?? 1,
  advertiser_id: c?.advertiser_id ?? '',
  active: c?.active ?? true,
});

/** A coordinate as typed, or null when it is not a number. */
const coordinate = (s: string) => {
  const n = Number(s.trim());
  return s.trim() === '' || !Number.isFinite(n) ? null : n;
};

/**
 * Create or edit a sponsored treatment center (docs/product.md, Sponsored treatment centers).
 * Accessibility: focus stays in the dialog, which is named by its title; a refusal of one field
 * describes that field and marks it invalid, and one naming no field is announced as an alert.
 */
export function CenterDialog({ open, center, onSave, onUpload, onClose }: CenterDialogProps) {
  const save = useFieldSave(CENTER_FIELDS, onClose);
  const [uploading, setUploading] = useState(false);
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (v: CenterValues) => {
    const latitude = coordinate(v.latitude);
    const longitude = coordinate(v.longitude);
    if (latitude === null)
      return save.refuse({ field: 'latitude', message: 'latitude must be a number' });
    if (longitude === null)
      return save.refuse({ field: 'longitude', message: 'longitude must be a number' });
    const services = v.services
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    save.save(() => onSave({ ...v, latitude, longitude, services }));
  };
  return (
    <FormDialog<CenterValues>
      open={open}
      title={center ? 'Edit treatment center' : 'New treatment center'}
      initialValues={valuesOf(center)}
      canSubmit={(v) =>
        !uploading && v.name.trim() !== '' && v.latitude.trim() !== '' && v.longitude.trim() !== ''
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
        return (
          <>
            {text('name', 'Name', { required: true })}
            {text('address', 'Address')}
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
            <ImageUploadField
              label="Logo"
              value={values.logo_url}
              alt={`${values.name || 'The center'}'s logo`}
              width={64}
              height={64}
              onChange={(url) => change('logo_url', url)}
              onUpload={onUpload}
              onUploadingChange={setUploading}
              error={save.errorOf('logo_url')}
              disabled={save.busy}
            />
            {text('description', 'Description', { multiline: true, minRows: 2 })}
            {text('services', 'Services', { helperText: 'Separated by commas.' })}
            <TextField
              select
              label="Priority"
              value={values.priority_level}
              onChange={(e) => change('priority_level', Number(e.target.value) as Priority)}
              error={Boolean(save.errorOf('priority_level'))}
              helperText={save.errorOf('priority_level') ?? undefined}
              disabled={busy}
            >
              {PRIORITY_LEVELS.map((p) => (
                <MenuItem key={p.level} value={p.level}>
                  {p.level} {p.label}
                </MenuItem>
              ))}
            </TextField>
            {text('advertiser_id', 'Advertiser id')}
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.active}
                  onChange={(e) => change('active', e.target.checked)}
                  disabled={busy}
                />
              }
              label="Active"
            />
          </>
        );
      }}
    </FormDialog>
  );
}
