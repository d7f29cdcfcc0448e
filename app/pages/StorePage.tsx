import { useEffect } from 'react';
import { StoreScreen } from '../../ui/store/StoreScreen';
import { useHelpStore } from '../stores/helpStore';
import { useStoreStore } from '../stores/storeStore';

/** The Recovery Store (/store): its ad slots and 'Notify me when the store opens'. */
export function StorePage() {
  const store = useStoreStore();
  const ads = useHelpStore((s) => s.ads);
  const { loadAds, adShown, adClicked } = useHelpStore.getState();
  const { load } = store;

  useEffect(() => {
    void load();
    void loadAds(['top', 'bottom']);
  }, [load, loadAds]);

  return (
    <StoreScreen
      ads={ads}
      onAdImpression={adShown}
      onAdClick={adClicked}
      notified={store.notified}
      notifying={store.notifying}
      onNotifyMe={() => void store.notifyMe()}
    />
  );
}
