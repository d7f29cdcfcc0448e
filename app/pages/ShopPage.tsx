import { useEffect } from 'react';
import { ShopScreen } from '../../ui/shop/ShopScreen';
import { useHelpStore } from '../stores/helpStore';
import { useShopStore } from '../stores/shopStore';

/** The Recovery Store (/store): its ad slots and 'Notify me when the store opens'. */
export function ShopPage() {
  const store = useShopStore();
  const ads = useHelpStore((s) => s.ads);
  const { loadAds, adShown, adClicked } = useHelpStore.getState();
  const { load } = store;

  useEffect(() => {
    void load();
    void loadAds(['top', 'bottom']);
  }, [load, loadAds]);

  return (
    <ShopScreen
      ads={ads}
      onAdImpression={adShown}
      onAdClick={adClicked}
      notified={store.notified}
      notifying={store.notifying}
      onNotifyMe={() => void store.notifyMe()}
    />
  );
}
