import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaUploaded } from '../../contract/admin';
import { failureText } from './failure';

export interface ImageUploadFieldProps {
  /** The field's label ('Image', 'Logo'). */
  label: string;
  /** The stored image's address (/media/<id>), or '' for none. */
  value: string;
  /** The preview's alt text (what the image shows, e.g. the advertiser's name). */
  alt: string;
  /** The preview's width in px (it shrinks to fit a narrow screen). */
  width: number;
  /** The preview's height in px. */
  height: number;
  /** The new address after an upload, or '' after 'Remove'. */
  onChange: (url: string) => void;
  /** Stores the chosen file; resolves with its address, or rejects with the text to show. */
  onUpload: (file: File) => Promise<MediaUploaded>;
  /** An upload is under way (the form waits for it) or not. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Why the form's save refused this image. @default null */
  error?: string | null;
  /** Disables the file input and 'Remove', e.g. while the form saves. @default false */
  disabled?: boolean;
}

export const IMAGE_RULE = 'PNG, JPEG or WebP up to 200 kB';

const fits = (file: File) =>
  (MEDIA_TYPES as readonly string[]).includes(file.type) && file.size <= MEDIA_MAX_BYTES;

/**
 * An image of an ad or center: a labelled file input, the uploaded image shown at its size, and
 * why an upload failed. A file of another type or over 200 kB is refused before it is sent (the
 * server checks the content again).
 * Accessibility: the file input is named by the label, described by the line under it (the rule,
 * 'Uploading...' or why it failed) and marked invalid after a failure.
 */
export function ImageUploadField({
  label,
  value,
  alt,
  width,
  height,
  onChange,
  onUpload,
  onUploadingChange,
  error = null,
  disabled = false,
}: ImageUploadFieldProps) {
  const inputId = useId();
  const helpId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  const upload = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be chosen again after a failure.
    e.target.value = '';
    if (!file) return;
    if (!fits(file)) {
      setUploadError(`Choose an image: ${IMAGE_RULE}.`);
      return;
    }
    setUploadError(null);
    setUploading(true);
    onUploadingChange?.(true);
    onUpload(file)
      .then(
        (stored) => onChange(stored.url),
        (err: unknown) =>
          setUploadError(failureText(err, `The image was not stored. ${IMAGE_RULE}.`)),
      )
      .finally(() => {
        setUploading(false);
        onUploadingChange?.(false);
      });
  };

  return (
    // One column no wider than the dialog: an auto column grows to the file input's own width
    // (about 300 px) and pushed it out of a 320 px screen.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 0.75,
        justifyItems: 'start',
        minWidth: 0,
      }}
    >
      <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      {value && (
        <Box
          component="img"
          src={value}
          alt={alt}
          width={width}
          height={height}
          sx={{ maxWidth: '100%', height: 'auto', objectFit: 'contain', borderRadius: 1 }}
        />
      )}
      <Box
        component="input"
        id={inputId}
        type="file"
        accept={MEDIA_TYPES.join(',')}
        disabled={disabled || uploading}
        onChange={upload}
        aria-describedby={helpId}
        aria-invalid={shownError ? true : undefined}
        sx={{ maxWidth: '100%', font: 'inherit' }}
      />
      <FormHelperText id={helpId} error={Boolean(shownError)} sx={{ mx: 0 }}>
        {uploading ? 'Uploading...' : (shownError ?? `${IMAGE_RULE}.`)}
      </FormHelperText>
      {value && (
        <Button size="small" onClick={() => onChange('')} disabled={disabled || uploading}>
          Remove {label.toLowerCase()}
        </Button>
      )}
    </Box>
  );
}
