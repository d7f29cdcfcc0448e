import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AdInput, AdminAd, MediaUploaded } from '../../contract/admin';
import type { AdPlacement } from '../../contract/help';
import { FormDialog } from '../common/FormDialog';
import { ImageUploadField } from './ImageUploadField';
import { formFields } from './formFields';
import { useFieldSave } from './useFieldSave';

type AdField = keyof AdInput;
const AD_FIELDS: readonly AdField[] = [
  'advertiser_name',
  'advertiser_id',
  'ad_title',
  'ad_description',
  'ad_image_url',
  'ad_url',
  'placement',
  'active_from',
  'active_until',
  'active',
];

/** The form's values: the input's, with days as date inputs hold them. */
interface AdValues {
  advertiser_name: string;
  advertiser_id: string;
  ad_title: string;
  ad_description: string;
  ad_image_url: string;
  ad_url: string;
  placement: AdPlacement;
  /** YYYY-MM-DD or ''. */
  active_from: string;
  active_until: string;
  active: boolean;
}

/** The values a text field edits. */

export interface AdDialogProps {
  /** Shows the dialog; each opening starts from `ad`'s values. */
  open: boolean;
  /** The ad to edit, or null to create one. */
  ad: AdminAd | null;
  /**
   * Saves the form; resolves when saved (the dialog closes) or rejects with a FieldError-like
   * value, whose message shows by its field (or above the form when it names none).
   */
  onSave: (input: AdInput) => Promise<unknown>;
  /** Stores an image file; resolves with its address, or rejects with the text to show. */
  onUpload: (file: File) => Promise<MediaUploaded>;
  /** Cancel, Escape, or a save that succeeded. */
  onClose: () => void;
}

/** A day of an ISO time (UTC), as a date input holds it. */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

const valuesOf = (ad: AdminAd | null): AdValues => ({
  advertiser_name: ad?.advertiser_name ?? '',
  advertiser_id: ad?.advertiser_id ?? '',
  ad_title: ad?.ad_title ?? '',
  ad_description: ad?.ad_description ?? '',
  ad_image_url: ad?.ad_image_url ?? '',
  ad_url: ad?.ad_url ?? '',
  placement: ad?.placement ?? 'top',
  active_from: day(ad?.active_from ?? null),
  active_until: day(ad?.active_until ?? null),
  active: ad?.active ?? true,
});

const inputOf = (v: AdValues): AdInput => ({
  ...v,
  active_from: v.active_from || null,
  active_until: v.active_until || null,
});

/**
 * Create or edit an advertisement (docs/product.md, Ads).
 * Accessibility: focus stays in the dialog, which is named by its title; a refusal of one field
 * describes that field and marks it invalid, and one naming no field is announced as an alert.
 */
export function AdDialog({ open, ad, onSave, onUpload, onClose }: AdDialogProps) {
  const save = useFieldSave(AD_FIELDS, onClose);
  const [uploading, setUploading] = useState(false);
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <FormDialog<AdValues>
      open={open}
      title={ad ? 'Edit advertisement' : 'New advertisement'}
      initialValues={valuesOf(ad)}
      canSubmit={(v) =>
        !uploading &&
        v.advertiser_name.trim() !== '' &&
        v.ad_title.trim() !== '' &&
        v.ad_url.trim() !== ''
      }
      submitLabel="Save"
      busyLabel="Saving..."
      busy={save.busy}
      error={save.formError}
      onSubmit={(v) => save.save(() => onSave(inputOf(v)))}
      onClose={close}
    >
      {({ values, set, busy }) => {
        const { change, text } = formFields(values, set, save, busy);
        return (
          <>
            {text('advertiser_name', 'Advertiser name', { required: true })}
            {text('advertiser_id', 'Advertiser id')}
            {text('ad_title', 'Title', { required: true })}
            {text('ad_description', 'Description', { multiline: true, minRows: 2 })}
            <ImageUploadField
              label="Image"
              value={values.ad_image_url}
              alt={`${values.advertiser_name || 'The advertiser'}'s image`}
              width={240}
              height={90}
              onChange={(url) => change('ad_image_url', url)}
              onUpload={onUpload}
              onUploadingChange={setUploading}
              error={save.errorOf('ad_image_url')}
              disabled={save.busy}
            />
            {text('ad_url', 'Link (https)', {
              required: true,
              type: 'url',
              placeholder: 'https://',
            })}
            <TextField
              select
              label="Placement"
              value={values.placement}
              onChange={(e) => change('placement', e.target.value as AdPlacement)}
              error={Boolean(save.errorOf('placement'))}
              helperText={save.errorOf('placement') ?? undefined}
              disabled={busy}
            >
              <MenuItem value="top">Top</MenuItem>
              <MenuItem value="bottom">Bottom</MenuItem>
            </TextField>
            {text('active_from', 'Active from', {
              type: 'date',
              slotProps: { inputLabel: { shrink: true } },
            })}
            {text('active_until', 'Active until', {
              type: 'date',
              slotProps: { inputLabel: { shrink: true } },
            })}
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
