import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  RESOURCE_ADDRESS_MAX,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_NAME_MAX,
  RESOURCE_TYPES,
  RESOURCE_TYPE_LABELS,
  type LatLng,
  type ResourceType,
} from '../../contract/map';
import { FormDialog } from '../common/FormDialog';
import type { ResourceSuggestionValues } from './types';

export interface SuggestResourceDialogProps {
  /** Shows the dialog; each opening starts from an empty form. */
  open: boolean;
  /** Where the place is: the point held on the map, or the map's centre. */
  position: LatLng;
  /** Disables the form while the suggestion is sent. @default false */
  busy?: boolean;
  /** Why the last suggestion was refused. @default null */
  error?: string | null;
  /** Called with the form and `position` on Suggest, which needs a Name and an Address. */
  onSubmit: (values: ResourceSuggestionValues) => void;
  /** Called on Cancel, Escape or a click outside, except while `busy`. */
  onClose: () => void;
}

type Values = Omit<ResourceSuggestionValues, 'latitude' | 'longitude'>;

const EMPTY: Values = {
  name: '',
  resource_type: 'peer_center',
  address: '',
  phone: '',
  website: '',
  description: '',
};

/**
 * Suggest a treatment resource at a point of the map (a tap-hold there, or the map's centre). It
 * waits for the moderators before anyone sees it.
 * Accessibility: a modal dialog named by its title and described by its line; focus starts in Name,
 * and Escape or Cancel closes it except while it sends.
 */
export function SuggestResourceDialog({
  open,
  position,
  busy = false,
  error = null,
  onSubmit,
  onClose,
}: SuggestResourceDialogProps) {
  return (
    <FormDialog<Values>
      open={open}
      title="Suggest a resource"
      description="Know a place that helps? Moderators check every suggestion before it appears on the map."
      initialValues={EMPTY}
      canSubmit={(v) => v.name.trim() !== '' && v.address.trim() !== ''}
      submitLabel="Suggest"
      busyLabel="Sending..."
      busy={busy}
      error={error}
      onSubmit={(v) => onSubmit({ ...v, ...position })}
      onClose={onClose}
    >
      {({ values, set, busy: disabled }) => (
        <>
          <TextField
            label="Name"
            required
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            disabled={disabled}
            autoFocus
            slotProps={{ htmlInput: { maxLength: RESOURCE_NAME_MAX } }}
          />
          <TextField
            select
            label="Type"
            value={values.resource_type}
            onChange={(e) => set('resource_type', e.target.value as ResourceType)}
            disabled={disabled}
          >
            {RESOURCE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {RESOURCE_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Address"
            required
            value={values.address}
            onChange={(e) => set('address', e.target.value)}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: RESOURCE_ADDRESS_MAX } }}
          />
          <TextField
            label="Phone"
            type="tel"
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            disabled={disabled}
          />
          <TextField
            label="Website"
            type="url"
            placeholder="https://"
            value={values.website}
            onChange={(e) => set('website', e.target.value)}
            disabled={disabled}
          />
          <TextField
            label="Description"
            multiline
            minRows={2}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: RESOURCE_DESCRIPTION_MAX } }}
          />
        </>
      )}
    </FormDialog>
  );
}
