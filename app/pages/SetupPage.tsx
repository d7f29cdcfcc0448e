import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ProfileSetupScreen } from '../../ui/profile/ProfileSetupScreen';
import { formValuesFromProfile, type ProfileFormValues } from '../../domain/profile/profileRules';
import { ApiError } from '../api/client';
import { LocationShare } from '../../ui/map/LocationShare';
import { useMapStore } from '../stores/mapStore';
import { useSessionStore } from '../stores/sessionStore';
import { DevicePushOptIn } from '../routes/DevicePushOptIn';
import type { Profile } from '../../contract/profile';

/** Profile Setup (and ?edit=true): loads the stored profile, saves, then goes to /social. */
export function SetupPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editing = params.get('edit') === 'true';
  const saveProfile = useSessionStore((s) => s.saveProfile);
  const loadProfile = useSessionStore((s) => s.loadProfile);
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const location = useMapStore((s) => s.location);
  const { loadLocation, shareLocation, forgetLocation } = useMapStore.getState();

  useEffect(() => {
    void loadLocation();
  }, [loadLocation]);

  useEffect(() => {
    let live = true;
    void loadProfile().then((p) => {
      if (!live) return;
      setProfile(p);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [loadProfile]);

  const submit = async (values: ProfileFormValues) => {
    setSaving(true);
    setError(null);
    try {
      await saveProfile(values);
      navigate('/social');
    } catch (err) {
      setError(
        err instanceof ApiError
          ? `Error saving profile: ${err.message || 'Failed to save profile'}`
          : 'Unable to save profile. Please check your connection and try again.',
      );
      setSaving(false);
    }
  };

  return (
    <ProfileSetupScreen
      key={loading ? 'loading' : 'ready'}
      loading={loading}
      initialValues={formValuesFromProfile(profile)}
      saving={saving}
      error={error}
      editing={editing}
      onSubmit={(v) => void submit(v)}
      onCancel={() => navigate('/social')}
      onOpenAccount={() => navigate('/account')}
      locationControl={
        <LocationShare
          {...location}
          onShare={() => void shareLocation()}
          onForget={() => void forgetLocation()}
        />
      }
      notificationsControl={<DevicePushOptIn />}
    />
  );
}
