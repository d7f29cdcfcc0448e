import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BIO_MAX, DISPLAY_NAME_MAX, RADIUS_MAX, RADIUS_MIN } from '../../contract/profile';
import { displayNameProblem } from '../../domain/profile/displayName';
import { inAppClick } from '../common/inAppClick';
import { CrisisLinks } from '../common/CrisisLinks';
import { LoadingScreen } from '../common/LoadingScreen';
import { WaitingButton } from '../common/WaitingButton';
import { ACCOUNT_PATH } from '../layout/navigation';
import {
  RECOVERY_TYPE_OPTIONS,
  SUPPORT_STATUS_OPTIONS,
  type ProfileFormValues,
} from '../../domain/profile/profileRules';

export interface ProfileSetupScreenProps {
  /** The values the form starts with (already defaulted). */
  initialValues: ProfileFormValues;
  /** Shows 'Setting up your profile...' instead of the form. @default false */
  loading?: boolean;
  /** Disables the form and shows 'Saving...'. @default false */
  saving?: boolean;
  /** A failure to show above the form. @default null */
  error?: string | null;
  /** Editing an existing profile (?edit=true) rather than first setup. @default false */
  editing?: boolean;
  /**
   * Called with the values, display name and bio trimmed, on 'Complete Setup' or 'Save Profile';
   * not while saving or while the display name breaks the rules.
   */
  onSubmit: (values: ProfileFormValues) => void;
  /** Leaves without saving; shown only when editing. */
  onCancel?: () => void;
  /** 'Use my location' (the map's LocationShare), under the location switch. */
  locationControl?: ReactNode;
  /** Notifications on this device (PushOptIn), under the switches; none when not given. */
  notificationsControl?: ReactNode;
  /**
   * Opens Privacy & account, which a person may reach before finishing their profile (to download
   * their data or delete the account); the link shows only when given.
   */
  onOpenAccount?: () => void;
}

/**
 * First-time setup and later editing of a person's profile.
 * Accessibility: the form is named by its heading; a failure is an alert; the radius slider is
 * labelled by the line above it, moves with the arrow keys and reads its value in miles.
 */
export function ProfileSetupScreen({
  initialValues,
  loading = false,
  saving = false,
  error = null,
  editing = false,
  onSubmit,
  onCancel,
  locationControl,
  notificationsControl,
  onOpenAccount,
}: ProfileSetupScreenProps) {
  const [values, setValues] = useState<ProfileFormValues>(initialValues);
  const radiusId = useId();
  const notificationsId = useId();
  if (loading) {
    return (
      <Box component="main">
        <CrisisLinks />
        <LoadingScreen message="Setting up your profile..." />
      </Box>
    );
  }

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // The same rule the server applies (staff names, invisible characters), worded for the form.
  const nameProblem = displayNameProblem(values.display_name.trim())?.replace(
    /^display_name/,
    'The display name',
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving && !nameProblem)
      onSubmit({ ...values, display_name: values.display_name.trim(), bio: values.bio.trim() });
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <CrisisLinks />
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Paper
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ p: { xs: 2, sm: 4 } }}
          aria-labelledby="profile-setup-title"
        >
          <Typography id="profile-setup-title" variant="panelTitle" component="h1" sx={{ mb: 1 }}>
            Profile Setup
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {editing
              ? 'Update how you appear to peers and how they can reach you.'
              : 'Tell peers a little about yourself. You can change this at any time.'}
          </Typography>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 3 }}>
              {error}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 3 }}>
            <TextField
              label="Display name"
              value={values.display_name}
              onChange={(e) => set('display_name', e.target.value)}
              slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX } }}
              helperText={
                nameProblem ??
                'Shown to peers. You can use a first name or a nickname; left blank, you appear as Anonymous User.'
              }
              error={Boolean(nameProblem)}
              disabled={saving}
              fullWidth
            />
            <TextField
              select
              label="Support status"
              value={values.support_status}
              onChange={(e) =>
                set('support_status', e.target.value as ProfileFormValues['support_status'])
              }
              disabled={saving}
              fullWidth
            >
              {SUPPORT_STATUS_OPTIONS.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Recovery type"
              value={values.recovery_type}
              onChange={(e) =>
                set('recovery_type', e.target.value as ProfileFormValues['recovery_type'])
              }
              disabled={saving}
              fullWidth
            >
              {RECOVERY_TYPE_OPTIONS.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <Box>
              <Typography id={radiusId} gutterBottom>
                Support radius: {values.support_radius}{' '}
                {values.support_radius === 1 ? 'mile' : 'miles'}
              </Typography>
              <Slider
                aria-labelledby={radiusId}
                value={values.support_radius}
                min={RADIUS_MIN}
                max={RADIUS_MAX}
                step={1}
                marks={[
                  { value: RADIUS_MIN, label: `${RADIUS_MIN} mi` },
                  { value: RADIUS_MAX, label: `${RADIUS_MAX} mi` },
                ]}
                valueLabelDisplay="auto"
                getAriaValueText={(v) => `${v} miles`}
                onChange={(_e, v) => set('support_radius', v as number)}
                disabled={saving}
              />
            </Box>
            <TextField
              label="Bio"
              value={values.bio}
              onChange={(e) => set('bio', e.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: BIO_MAX } }}
              helperText={`${values.bio.length}/${BIO_MAX} characters. Share only what you are comfortable with.`}
              disabled={saving}
              fullWidth
            />
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={values.location_visible}
                    onChange={(e) => set('location_visible', e.target.checked)}
                    disabled={saving}
                  />
                }
                label="Show my approximate location on the map"
              />
              <FormHelperText sx={{ mt: 0, mb: locationControl ? 1 : 0 }}>
                Peers on the map see an area about a kilometre wide, never your exact position.
              </FormHelperText>
              {locationControl}
            </Box>
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={values.accept_messages}
                    onChange={(e) => set('accept_messages', e.target.checked)}
                    disabled={saving}
                  />
                }
                label="Accept messages from peers"
              />
            </Box>
            {notificationsControl && (
              <Box component="section" aria-labelledby={notificationsId}>
                <Typography
                  id={notificationsId}
                  variant="subtitle1"
                  component="h2"
                  sx={{ fontWeight: 600, mb: 1 }}
                >
                  Notifications
                </Typography>
                {notificationsControl}
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
              {editing && onCancel && (
                <WaitingButton onClick={onCancel} waiting={saving}>
                  Cancel
                </WaitingButton>
              )}
              {/* Both wait rather than being disabled, so the focus stays where Enter or a press left it. */}
              <WaitingButton type="submit" variant="contained" size="large" waiting={saving}>
                {saving ? 'Saving...' : editing ? 'Save Profile' : 'Complete Setup'}
              </WaitingButton>
            </Box>
            {onOpenAccount && (
              <Typography variant="body2" color="text.secondary">
                Download your data, see where you are signed in or delete your account:{' '}
                <Link
                  href={ACCOUNT_PATH}
                  // Inside a sentence a link must not rely on colour alone (WCAG 1.4.1).
                  underline="always"
                  onClick={inAppClick(onOpenAccount)}
                >
                  Privacy & account
                </Link>
              </Typography>
            )}
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
