import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { HelpScreen } from '../../ui/help/HelpScreen';
import { SupportRequestDialog } from '../../ui/support/SupportRequestDialog';
import { SupportRequestStatus } from '../../ui/support/SupportRequestStatus';
import { PARTNERSHIPS_EMAIL } from '../config';
import { useHelpStore } from '../stores/helpStore';
import { useSupportStore } from '../stores/supportStore';

/** Get Help (/help): the help store (centers, ads, location) and the support request. */
export function HelpPage() {
  const navigate = useNavigate();
  const help = useHelpStore();
  const support = useSupportStore();
  const { loadCenters, loadAds } = help;
  const { loadMine } = support;

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
        onRetryCenters={() => void loadCenters()}
        origin={help.origin}
        location={help.location}
        onEnableLocation={() => void help.enableLocation()}
        ads={help.ads}
        onAdImpression={help.adShown}
        onAdClick={help.adClicked}
        onCall={help.centerCalled}
        onWebsite={help.centerVisited}
        partnershipsEmail={PARTNERSHIPS_EMAIL}
        onRequestSupport={support.openDialog}
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
    </>
  );
}
