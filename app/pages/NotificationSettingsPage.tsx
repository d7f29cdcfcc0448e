import { useCallback, useEffect, useState } from 'react';
import type { NotificationPreferences } from '../../contract/notifications';
import { NotificationSettingsScreen } from '../../ui/notifications/NotificationSettingsScreen';
import { notificationsApi } from '../api/notifications';
import { requestFailureText } from '../api/client';
import { deviceTimeZone } from '../../domain/time/deviceTimeZone';
import { DevicePushOptIn } from '../routes/DevicePushOptIn';
import { useReminderPreference } from '../stores/reminderPreference';

/** `/notifications/settings`: the person's preferences (GET/PUT) and this device's pushes. */
export function NotificationSettingsPage() {
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [preferences, setPreferences] = useState<NotificationPreferences | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const fetchPreferences = useCallback(
    () =>
      notificationsApi.preferences().then(
        (answer) => {
          setPreferences(answer.preferences);
          useReminderPreference.getState().set(answer.preferences.reminders);
          setStatus('ready');
        },
        (err: unknown) => {
          setError(requestFailureText(err));
          setStatus('error');
        },
      ),
    [],
  );
  useEffect(() => {
    void fetchPreferences();
  }, [fetchPreferences]);
  const retry = () => {
    setStatus('loading');
    void fetchPreferences();
  };

  const save = async (next: NotificationPreferences) => {
    setSaving(true);
    setSaveError(null);
    setSaved(false);
    try {
      const { preferences: saved } = await notificationsApi.savePreferences(next);
      setPreferences(saved);
      useReminderPreference.getState().set(saved.reminders);
      setSaved(true);
    } catch (err) {
      setSaveError(requestFailureText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <NotificationSettingsScreen
      status={status}
      error={error}
      preferences={preferences}
      deviceTimeZone={deviceTimeZone()}
      saving={saving}
      saveError={saveError}
      saved={saved}
      onSave={(next) => void save(next)}
      onRetry={retry}
      push={<DevicePushOptIn />}
    />
  );
}
