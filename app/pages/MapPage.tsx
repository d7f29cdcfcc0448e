import { useEffect } from 'react';
import { MapScreen } from '../../ui/map/MapScreen';
import { useMapStore } from '../stores/mapStore';
import { useSessionStore } from '../stores/sessionStore';

/** The Map (/map): connects the map store to the screen. */
export function MapPage() {
  const signedIn = useSessionStore((s) => s.user !== null);
  const store = useMapStore();
  const { start } = store;

  useEffect(() => {
    if (signedIn) void start();
  }, [signedIn, start]);

  return (
    <MapScreen
      status={!signedIn ? 'signedOut' : store.status === 'ready' ? 'ready' : 'loading'}
      center={store.center}
      locationNotice={store.locationNotice}
      tileUrl={store.tileUrl}
      peers={store.peers}
      resources={store.resources}
      meetingGroups={store.meetingGroups}
      dataError={store.dataError}
      onRetry={() => void store.reload()}
      layers={store.layers}
      onLayersChange={store.setLayers}
      youAreHere={store.youAreHere}
      locating={store.locating}
      onLocate={() => void store.locate()}
      location={store.location}
      onShareLocation={() => void store.shareLocation()}
      onForgetLocation={() => void store.forgetLocation()}
      onViewChange={store.viewChanged}
      onSendMessage={(peer, content) => void store.sendMessage(peer, content)}
      suggestAt={store.suggestAt}
      suggestion={store.suggestion}
      onSuggestOpen={store.openSuggestion}
      onSuggestClose={store.closeSuggestion}
      onSuggestResource={(values) => void store.suggest(values)}
    />
  );
}
