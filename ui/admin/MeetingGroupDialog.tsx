import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import {
  WEEK_DAYS,
  type AdminMeetingGroup,
  type MeetingGroupInput,
  type WeekDay,
} from '../../contract/admin';
import { FormDialog } from '../common/FormDialog';
import { coordinate } from './placeForm';
import type { FieldError } from './types';
import { formFields } from './formFields';
import { useFieldSave } from './useFieldSave';
import { useKeptRefusal } from './useKeptRefusal';

/**
 * The fields a refusal can show beside. A checkbox cannot be refused (it is always true or
 * false), so a message about `is_open` shows above the form.
 */
export type MeetingGroupField = Exclude<keyof MeetingGroupInput, 'is_open'>;
const MEETING_GROUP_FIELDS: readonly MeetingGroupField[] = [
  'name',
  'group_type',
  'address',
  'meeting_days',
  'meeting_time',
  'conference_url',
  'latitude',
  'longitude',
];

/** The form's values: the input's, with the coordinates as their fields hold them. */
interface MeetingGroupValues {
  name: string;
  group_type: string;
  address: string;
  meeting_days: readonly WeekDay[];
  meeting_time: string;
  is_open: boolean;
  conference_url: string;
  latitude: string;
  longitude: string;
}

export interface MeetingGroupDialogProps {
  /** Shows the dialog; each opening starts from `group`'s values. */
  open: boolean;
  /** The meeting group to edit, or null to add one (on the map at once). */
  group: AdminMeetingGroup | null;
  /**
   * Saves the form; resolves when saved (the dialog closes) or rejects with a FieldError-like
   * value, whose message shows by its field (or above the form when it names none).
   */
  onSave: (input: MeetingGroupInput) => Promise<unknown>;
  /** Cancel, Escape, or a save that succeeded. */
  onClose: () => void;
  /** A refusal to show as the dialog opens (see useKeptRefusal). @default null */
  refusal?: FieldError<MeetingGroupField> | null;
}

const isWeekDay = (d: string): d is WeekDay => (WEEK_DAYS as readonly string[]).includes(d);

const valuesOf = (g: AdminMeetingGroup | null): MeetingGroupValues => ({
  name: g?.name ?? '',
  group_type: g?.group_type ?? '',
  address: g?.address ?? '',
  meeting_days: g?.meeting_days.filter(isWeekDay) ?? [],
  meeting_time: g?.meeting_time ?? '',
  is_open: g?.is_open ?? false,
  conference_url: g?.conference_url ?? '',
  latitude: g ? String(g.latitude) : '',
  longitude: g ? String(g.longitude) : '',
});

/**
 * Add or correct a meeting group on the map (docs/product.md, Map and location): its fellowship,
 * days and time, whether anyone may attend, and its online link. A moderator's correction is kept
 * over later imports of the same group.
 * Accessibility: focus stays in the dialog, which is named by its title; a refusal of one field
 * describes that field and marks it invalid, and one naming no field is announced as an alert.
 */
export function MeetingGroupDialog({
  open,
  group,
  onSave,
  onClose,
  refusal = null,
}: MeetingGroupDialogProps) {
  const save = useKeptRefusal(useFieldSave(MEETING_GROUP_FIELDS, onClose), refusal);
  const daysHelpId = useId();
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (v: MeetingGroupValues) => {
    const latitude = coordinate(v.latitude);
    const longitude = coordinate(v.longitude);
    if (latitude === null)
      return save.refuse({ field: 'latitude', message: 'latitude must be a number' });
    if (longitude === null)
      return save.refuse({ field: 'longitude', message: 'longitude must be a number' });
    save.save(() =>
      onSave({
        ...v,
        group_type: v.group_type.trim(),
        meeting_time: v.meeting_time.trim(),
        // Sunday first, as groups store them, whatever order they were ticked in.
        meeting_days: WEEK_DAYS.filter((d) => v.meeting_days.includes(d)),
        latitude,
        longitude,
      }),
    );
  };
  return (
    <FormDialog<MeetingGroupValues>
      open={open}
      title={group ? 'Edit meeting group' : 'Add meeting group'}
      initialValues={valuesOf(group)}
      canSubmit={(v) =>
        v.name.trim() !== '' &&
        v.group_type.trim() !== '' &&
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
        const daysError = save.errorOf('meeting_days');
        const toggleDay = (day: WeekDay, on: boolean) =>
          change(
            'meeting_days',
            on ? [...values.meeting_days, day] : values.meeting_days.filter((d) => d !== day),
          );
        return (
          <>
            {text('name', 'Name', { required: true })}
            {text('group_type', 'Fellowship', {
              required: true,
              helperText: 'Lower-case words joined by _, like alcoholics_anonymous.',
            })}
            {text('address', 'Address')}
            <FormControl
              component="fieldset"
              error={Boolean(daysError)}
              disabled={busy}
              aria-describedby={daysError ? daysHelpId : undefined}
            >
              <FormLabel component="legend">Meeting days</FormLabel>
              <FormGroup row>
                {WEEK_DAYS.map((day) => (
                  <FormControlLabel
                    key={day}
                    label={day}
                    control={
                      <Checkbox
                        checked={values.meeting_days.includes(day)}
                        onChange={(e) => toggleDay(day, e.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {daysError && <FormHelperText id={daysHelpId}>{daysError}</FormHelperText>}
            </FormControl>
            {text('meeting_time', 'Meeting time', {
              placeholder: '7:00 PM',
              helperText: 'Like 7:00 PM, or empty.',
            })}
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.is_open}
                  onChange={(e) => set('is_open', e.target.checked)}
                  disabled={busy}
                />
              }
              label="Open meeting (anyone may attend)"
            />
            {text('conference_url', 'Online meeting link (https)', {
              type: 'url',
              placeholder: 'https://',
            })}
            {text('latitude', 'Latitude', {
              required: true,
              slotProps: { htmlInput: { inputMode: 'decimal' } },
            })}
            {text('longitude', 'Longitude', {
              required: true,
              slotProps: { htmlInput: { inputMode: 'decimal' } },
            })}
          </>
        );
      }}
    </FormDialog>
  );
}
