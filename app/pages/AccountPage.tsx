import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isProfileComplete } from '../../domain/profile/profileRules';
import { AccountScreen } from '../../ui/account/AccountScreen';
import { useAccountStore } from '../stores/accountStore';
import { useSessionStore } from '../stores/sessionStore';
import { useToolkitCopyStore } from '../stores/toolkitBackup';

/** Privacy & account (/account): the person's data, sessions, toolkit copy and account. */
export function AccountPage() {
  const navigate = useNavigate();
  const account = useAccountStore();
  const copy = useToolkitCopyStore();
  const profileComplete = useSessionStore((s) => isProfileComplete(s.profile));
  const { loadSessions } = account;

  useEffect(() => {
    void loadSessions();
  }, [loadSessions]);

  return (
    <AccountScreen
      dataExport={{
        exporting: account.exporting,
        error: account.exportError,
        exported: account.exported,
        onExport: () => void account.exportData(),
      }}
      sessions={{
        status: account.sessionsStatus === 'idle' ? 'loading' : account.sessionsStatus,
        sessions: account.sessions,
        loadError: account.sessionsLoadError,
        onRetry: () => void loadSessions(),
        ending: account.ending,
        endingOthers: account.endingOthers,
        error: account.sessionsError,
        onEnd: (id) => void account.endSession(id),
        onEndOthers: () => void account.endOtherSessions(),
      }}
      toolkitCopy={{
        onSave: copy.save,
        onRestore: (file) => void copy.choose(file),
        restoring: copy.reading,
        refusal: copy.refusal,
        restored: copy.restored,
        pendingSavedAt: copy.pending?.savedAt ?? null,
        onConfirmReplace: copy.confirmReplace,
        onCancelReplace: copy.cancelReplace,
      }}
      deletion={{
        dialogOpen: account.deleteOpen,
        deleting: account.deleting,
        error: account.deleteError,
        onOpen: account.openDelete,
        onCancel: account.closeDelete,
        onDelete: () =>
          void account.deleteAccount().then((deleted) => {
            if (deleted) navigate('/', { replace: true });
          }),
      }}
      // Without a finished profile the page stands outside the main layout (app/routes/AccountRoute.tsx).
      onBackToSetup={profileComplete ? undefined : () => navigate('/setup')}
    />
  );
}
