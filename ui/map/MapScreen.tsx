import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  DEFAULT_ZOOM,
  MAP_TEXTS,
  type BBox,
  type LatLng,
  type MapMeetingGroup,
  type MapPeer,
  type MapResource,
} from '../../contract/map';
import { LoadingScreen } from '../common/LoadingScreen';
import { MapAlerts } from './MapAlerts';
import { MapSection } from './MapSection';
import { MapSidePanel } from './MapSidePanel';
import { placeName, visiblePlaces } from './places';
import { SendMessageDialog } from './SendMessageDialog';
import { SuggestResourceDialog } from './SuggestResourceDialog';
import {
  DEFAULT_LAYERS,
  type LocationShareState,
  type MapLayers,
  type ResourceSuggestionValues,
} from './types';
import { useMapView } from './useMapView';
import { useSelectedPlace } from './useSelectedPlace';

export type MapStatus = 'signedOut' | 'loading' | 'ready';

export interface MapScreenProps {
  /** signedOut: 'Please sign in to access the map.'; loading: 'Loading map...'. */
  status: MapStatus;
  /** Where the map opens: the person (after a locate), or San Francisco. */
  center: LatLng;
  /** The zoom level the map opens at. @default 13 (docs/product.md, Constants at a glance) */
  zoom?: number;
  /** Why the map shows the general area, if it does (docs/product.md, Map and location). */
  locationNotice: string | null;
  /** The tile server, with {z}, {x} and {y} (MAP_TILE_URL). */
  tileUrl: string;
  /** The peers in the visible box, each at their coarse area, never their exact position. */
  peers: MapPeer[];
  /** The treatment resources in the visible box. */
  resources: MapResource[];
  /** The support meeting groups in the visible box. */
  meetingGroups: MapMeetingGroup[];
  /** A layer could not be loaded: said above the map, with Try again. */
  dataError: string | null;
  /** Called when the person presses Try again beside `dataError`. */
  onRetry: () => void;
  /** Which layers show, on map and list alike. @default Peers and Resources on, Meetings off */
  layers?: MapLayers;
  /** Called with all three layers when the person ticks or unticks one in Map Filters. */
  onLayersChange: (layers: MapLayers) => void;
  /** The 'You are here' marker, after a locate. */
  youAreHere: LatLng | null;
  /** A locate is running. @default false */
  locating?: boolean;
  /** Called when the person presses 'Show where I am'. */
  onLocate: () => void;
  /** The viewer's shared area ('Use my location'). */
  location: LocationShareState;
  /** Called when the person presses 'Use my location'. */
  onShareLocation: () => void;
  /** Called when the person presses 'Forget my location'. */
  onForgetLocation: () => void;
  /** The visible box changed (a pan or zoom), as the server accepts it; `shrunk` when zoomed far out. */
  onViewChange: (box: BBox, shrunk: boolean) => void;
  /** Send Message from a peer's popup, after the prompt; never blank. */
  onSendMessage: (peer: MapPeer, content: string) => void;
  /** Where a resource is being suggested (the dialog is open), or null. */
  suggestAt: LatLng | null;
  /** The suggestion being sent (`busy` disables the dialog), and why the server refused it. */
  suggestion: { busy: boolean; error: string | null };
  /** Called with the point held on the map, or the map's centre ('Suggest a resource here'). */
  onSuggestOpen: (position: LatLng) => void;
  /** Called when the person cancels or dismisses the Suggest a resource dialog. */
  onSuggestClose: () => void;
  /** Called with the filled-in form and its position when the person presses Suggest. */
  onSuggestResource: (values: ResourceSuggestionValues) => void;
  /** Stories: the Map Filters panel starts open. @default false */
  initialFiltersOpen?: boolean;
  /** Stories: a place whose popup starts open (its placeKey). @default null */
  initialSelectedKey?: string | null;
  /** The map's height; a fixed one for stories. @default fills the window */
  mapHeight?: number | string;
}

/**
 * The Map (docs/product.md, Map and location): peers, resources and meeting groups on
 * OpenStreetMap tiles, filters, legend, popups, 'You are here', and a list of the same places
 * beside it for screen readers and small screens. A tap-hold on the map (600 ms within 15 px)
 * suggests a resource there.
 * Accessibility: 'Suggest a resource here' beside the map does what a tap-hold does, at the map's
 * centre, for people who cannot hold a press.
 */
export function MapScreen(props: MapScreenProps) {
  if (props.status === 'signedOut')
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Typography>{MAP_TEXTS.signIn}</Typography>
      </Container>
    );
  if (props.status === 'loading')
    return <LoadingScreen message={MAP_TEXTS.loading} fullPage={false} />;
  return <ReadyMap {...props} />;
}

function ReadyMap({
  center,
  zoom = DEFAULT_ZOOM,
  locationNotice,
  tileUrl,
  peers,
  resources,
  meetingGroups,
  dataError,
  onRetry,
  layers = DEFAULT_LAYERS,
  onLayersChange,
  youAreHere,
  locating = false,
  onLocate,
  location,
  onShareLocation,
  onForgetLocation,
  onViewChange,
  onSendMessage,
  suggestAt,
  suggestion,
  onSuggestOpen,
  onSuggestClose,
  onSuggestResource,
  initialFiltersOpen = false,
  initialSelectedKey = null,
  mapHeight,
}: MapScreenProps) {
  const { view, zoomIn, zoomOut, centreOn, onBoundsChanged } = useMapView(
    center,
    zoom,
    onViewChange,
  );
  const places = useMemo(
    () => visiblePlaces(layers, peers, resources, meetingGroups),
    [layers, peers, resources, meetingGroups],
  );
  const { selectedKey, selected, select, close } = useSelectedPlace(
    places,
    initialSelectedKey,
    centreOn,
  );
  const [messaging, setMessaging] = useState<MapPeer | null>(null);

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 2 }}>
      <Typography variant="screenTitle" component="h1" sx={{ mb: 1, px: 1 }}>
        Find support nearby
      </Typography>
      <MapAlerts locationNotice={locationNotice} dataError={dataError} onRetry={onRetry} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <MapSection
          height={mapHeight}
          onHold={onSuggestOpen}
          view={view}
          onBoundsChanged={onBoundsChanged}
          tileUrl={tileUrl}
          places={places}
          selected={selected}
          youAreHere={youAreHere}
          onSelect={select}
          onMessage={setMessaging}
          onClosePopup={close}
          layers={layers}
          onLayersChange={onLayersChange}
          initialFiltersOpen={initialFiltersOpen}
          locating={locating}
          onLocate={onLocate}
          onZoomIn={zoomIn}
          onZoomOut={zoomOut}
        />
        <MapSidePanel
          location={location}
          onShareLocation={onShareLocation}
          onForgetLocation={onForgetLocation}
          places={places}
          layers={layers}
          origin={youAreHere}
          selectedKey={selectedKey}
          onSelect={select}
          onSuggest={() => onSuggestOpen(view.center)}
        />
      </Box>

      <SendMessageDialog
        open={messaging !== null}
        name={messaging ? placeName({ kind: 'peer', item: messaging }) : ''}
        onSend={(content) => {
          if (messaging) onSendMessage(messaging, content);
          setMessaging(null);
        }}
        onClose={() => setMessaging(null)}
      />
      <SuggestResourceDialog
        open={suggestAt !== null}
        position={suggestAt ?? view.center}
        busy={suggestion.busy}
        error={suggestion.error}
        onSubmit={onSuggestResource}
        onClose={onSuggestClose}
      />
    </Box>
  );
}
