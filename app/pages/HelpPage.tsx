import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { shownName } from '../../domain/profile/shownName';
import { ContactDialog } from '../../ui/contact/ContactDialog';
import { HelpScreen } from '../../ui/help/HelpScreen';
import { SupportRequestDialog } from '../../ui/support/SupportRequestDialog';
import { SupportRequestStatus } from '../../ui/support/SupportRequestStatus';
import { PARTNERSHIPS_EMAIL } from '../config';
import { useContactStore } from '../stores/contactStore';
import { useHelpStore } from '../stores/helpStore';
import { useSessionStore } from '../stores/sessionStore';
import { useSupportStore } from '../stores/supportStore';

/**
 * Get Help (/help): the help store (centers, ads, location), the support request and 'Contact
 * us' (the contact store; who writes comes from the session).
 */
export function HelpPage() {
  const navigate = useNavigate();
  const help = useHelpStore();
  const support = useSupportStore();
  const contact = useContactStore();
  const user = useSessionStore((s) => s.user);
  const displayName = useSessionStore((s) => s.profile?.display_name);
  const { loadCenters, loadAds, enableLocation } = help;
  const { loadMine } = support;
  // Stable, so the screen's sections that an answer does not change are not drawn again
  // (HelpScreen memoises each).
  const retryCenters = useCallback(() => void loadCenters(), [loadCenters]);
  const locate = useCallback(() => void enableLocation(), [enableLocation]);

  useEffect(() => {
    void loadCenters();
    void loadAds(['top', 'bottom']);
    void loadMine();
  }, [loadCenters, loadAds, loadMine]);

  return (
    <>
      <HelpScreen
        centers={help.centers}
        centersStatus={help.centersStatus}
        onRetryCenters={retryCenters}
        origin={help.origin}
        location={help.location}
        onEnableLocation={locate}
        ads={help.ads}
        onAdImpression={help.adShown}
        onAdClick={help.adClicked}
        onCall={help.centerCalled}
        onWebsite={help.centerVisited}
        partnershipsEmail={PARTNERSHIPS_EMAIL}
        onRequestSupport={support.openDialog}
        onContactUs={contact.openContact}
        onAskAboutListing={contact.openListingInquiry}
        supportStatus={
          support.mine ? (
            <SupportRequestStatus
              request={support.mine}
              responders={support.responders}
              closing={support.closing}
              onClose={() => void support.close()}
              onOpenMessages={() => navigate('/messages')}
            />
          ) : undefined
        }
      />
      <SupportRequestDialog
        open={support.dialogOpen}
        sending={support.sending}
        error={support.error}
        onSend={(message) => void support.request(message)}
        onClose={support.closeDialog}
      />
      <ContactDialog
        open={contact.open}
        from={{ name: shownName(displayName), email: user?.email ?? '' }}
        kind={contact.kind}
        initialSubject={contact.initialSubject}
        sending={contact.sending}
        error={contact.error}
        sent={contact.sent}
        onSend={(subject, message) => void contact.send(subject, message)}
        onClose={contact.close}
      />
    </>
  );
}
