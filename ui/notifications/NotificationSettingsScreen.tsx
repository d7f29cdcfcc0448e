import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { NotificationPreferences } from '../../contract/notifications';
import { LoadingLine } from '../common/LoadingLine';
import { RetryAlert } from '../common/RetryAlert';
import { WaitingButton } from '../common/WaitingButton';

export interface NotificationSettingsScreenProps {
  /** 'loading' before the saved settings came, 'error' when they did not. */
  status: 'loading' | 'ready' | 'error';
  /** Why they did not load. @default null */
  error?: string | null;
  /** The saved settings (null until loaded). */
  preferences: NotificationPreferences | null;
  /** The device's time zone, which saving sets: times are on this clock. */
  deviceTimeZone: string;
  /** A save is on its way: the button says 'Saving...' and a press does nothing. @default false */
  saving?: boolean;
  /** Why the last save failed. @default null */
  saveError?: string | null;
  /** The last save went through (cleared by the next change). @default false */
  saved?: boolean;
  /**
   * Called by 'Save settings', once the times pass the checks, with the edited settings and this
   * device's time zone.
   */
  onSave: (preferences: NotificationPreferences) => void;
  /** Called by Retry when the settings could not be loaded. */
  onRetry: () => void;
  /** Notifications on this device (PushOptIn), shown first. */
  push: ReactNode;
}

const KINDS: { key: 'comments' | 'reactions' | 'support' | 'moderation'; label: string }[] = [
  { key: 'comments', label: 'Comments on my posts' },
  { key: 'reactions', label: 'Reactions to my posts' },
  { key: 'support', label: 'Answers to my requests for support' },
  { key: 'moderation', label: 'What moderators decided about what I shared' },
];

const DEFAULT_QUIET = { start: '22:00', end: '07:00' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A time on the person's clock ('HH:MM'), picked with the browser's own time picker. */
function TimeField(props: { label: string; value: string; onChange: (time: string) => void }) {
  return (
    <TextField
      type="time"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ width: 150 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/**
 * `/notifications/settings`: what a person is told about, how, and when (docs/notifications.md,
 * Preferences): this device's pushes, each kind on or off, the daily check-in reminder, previews
 * on the lock screen, and quiet hours. Nothing is saved until 'Save settings'. Accessibility: a
 * check that fails and a failed save are alerts; 'Settings saved.' is a status line already in the
 * page, so it is announced; the Save button waits dimmed, not disabled, so it keeps the focus.
 */
export function NotificationSettingsScreen({
  status,
  error = null,
  preferences,
  deviceTimeZone,
  saving = false,
  saveError = null,
  saved = false,
  onSave,
  onRetry,
  push,
}: NotificationSettingsScreenProps) {
  const [draft, setDraft] = useState(preferences);
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  // A new saved copy (loaded, or answered by a save) is the form's new start: taken while
  // rendering, as React advises for state that follows a prop.
  const [startedFrom, setStartedFrom] = useState(preferences);
  if (startedFrom !== preferences) {
    setStartedFrom(preferences);
    setDraft(preferences);
    setChanged(false);
  }

  const change = (next: Partial<NotificationPreferences>) => {
    setDraft((d) => (d ? { ...d, ...next } : d));
    setProblem(null);
    setChanged(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft || saving) return;
    const q = draft.quiet_hours;
    if (q && (!q.start || !q.end)) return setProblem('Pick when quiet hours start and end.');
    if (q && q.start === q.end)
      return setProblem('Quiet hours must end at another time than they start.');
    if (draft.reminders && !draft.reminder_time)
      return setProblem('Pick a time for your daily check-in reminder.');
    onSave({ ...draft, time_zone: deviceTimeZone });
  };

  return (
    <Container
      maxWidth="sm"
      sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Typography variant="h5" component="h1">
        Notification settings
      </Typography>
      <Section title="On this device">{push}</Section>
      {status === 'loading' && <LoadingLine message="Loading your settings..." />}
      {status === 'error' && (
        <RetryAlert
          message={`Your settings could not be loaded. ${error ?? ''}`.trim()}
          onRetry={onRetry}
        />
      )}
      {status === 'ready' && draft && (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <Section title="Tell me about">
            <FormGroup>
              {KINDS.map(({ key, label }) => (
                <FormControlLabel
                  key={key}
                  control={
                    <Switch
                      checked={draft[key]}
                      onChange={(e) => change({ [key]: e.target.checked })}
                    />
                  }
                  label={label}
                />
              ))}
            </FormGroup>
          </Section>
          <Section title="Daily check-in reminder">
            <FormControlLabel
              control={
                <Switch
                  checked={draft.reminders}
                  onChange={(e) => change({ reminders: e.target.checked })}
                />
              }
              label="Remind me to check in each day"
            />
            {draft.reminders && (
              <TimeField
                label="Reminder time"
                value={draft.reminder_time}
                onChange={(reminder_time) => change({ reminder_time })}
              />
            )}
            <Typography variant="body2" color="text.secondary">
              The server learns only this time and your time zone. Your check-ins stay on this
              device: while reminders are on, it only says that you checked in, so that day&apos;s
              reminder is skipped.
            </Typography>
          </Section>
          <Section title="Lock screen">
            <FormControlLabel
              control={
                <Switch
                  checked={draft.previews}
                  onChange={(e) => change({ previews: e.target.checked })}
                />
              }
              label="Show names in notifications"
            />
            <Typography variant="body2" color="text.secondary">
              Off, a notification only says what kind of thing happened, such as ‘Someone commented
              on your post’, so nobody who sees your phone learns more. What people wrote is never
              shown.
            </Typography>
          </Section>
          <Section title="Quiet hours">
            <FormControlLabel
              control={
                <Switch
                  checked={draft.quiet_hours !== null}
                  onChange={(e) => change({ quiet_hours: e.target.checked ? DEFAULT_QUIET : null })}
                />
              }
              label="Hold notifications to my devices at night"
            />
            {draft.quiet_hours && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                <TimeField
                  label="From"
                  value={draft.quiet_hours.start}
                  onChange={(start) => change({ quiet_hours: { ...draft.quiet_hours!, start } })}
                />
                <TimeField
                  label="Until"
                  value={draft.quiet_hours.end}
                  onChange={(end) => change({ quiet_hours: { ...draft.quiet_hours!, end } })}
                />
              </Box>
            )}
            <Typography variant="body2" color="text.secondary">
              They wait until quiet hours end, then one tells you how many came. They are in the app
              at once.
            </Typography>
          </Section>
          <Typography variant="body2" color="text.secondary">
            Times are on this device&apos;s clock ({deviceTimeZone}).
          </Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
          {saveError && !problem && (
            <Alert severity="error">Your settings could not be saved. {saveError}</Alert>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
            <WaitingButton type="submit" variant="contained" waiting={saving}>
              {saving ? 'Saving...' : 'Save settings'}
            </WaitingButton>
            <Typography role="status" variant="body2">
              {saved && !changed && !saving ? 'Settings saved.' : ''}
            </Typography>
          </Box>
        </Box>
      )}
    </Container>
  );
}
