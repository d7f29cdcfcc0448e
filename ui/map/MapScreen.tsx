import AddIcon from '@mui/icons-material/Add';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import FilterListIcon from '@mui/icons-material/FilterList';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Map as PigeonMap, Overlay, type Bounds } from 'pigeon-maps';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {
  DEFAULT_ZOOM,
  MAP_TEXTS,
  TAP_HOLD_MS,
  TILE_ATTRIBUTION,
  type BBox,
  type LatLng,
  type MapMeetingGroup,
  type MapPeer,
  type MapResource,
} from '../../contract/map';
import { acceptedBox } from '../../domain/map/box';
import { movedTooFar } from '../../domain/map/press';
import { LoadingScreen } from '../common/LoadingScreen';
import { LocationShare } from './LocationShare';
import { MapFilters } from './MapFilters';
import { MapLegend } from './MapLegend';
import { MarkerButton } from './MarkerButton';
import { placeColour, placeLabel, placeName } from './places';
import { PlaceList } from './PlaceList';
import { PlacePopup } from './PlacePopup';
import { SafeTile, tileProvider } from './tiles';
import { SendMessageDialog } from './SendMessageDialog';
import { SuggestResourceDialog } from './SuggestResourceDialog';
import {
  DEFAULT_LAYERS,
  placeKey,
  type LocationShareState,
  type MapLayers,
  type MapPlace,
  type ResourceSuggestionValues,
} from './types';

export type MapStatus = 'signedOut' | 'loading' | 'ready';

export interface MapScreenProps {
  /** signedOut: 'Please sign in to access the map.'; loading: 'Loading map...'. */
  status: MapStatus;
  /** Where the map opens: the person (after a locate), or San Francisco. */
  center: LatLng;
  /** @default 13 (docs/product.md, Constants at a glance) */
  zoom?: number;
  /** Why the map shows the general area, if it does (docs/product.md, Map and location). */
  locationNotice: string | null;
  /** The tile server, with {z}, {x} and {y} (MAP_TILE_URL). */
  tileUrl: string;
  peers: MapPeer[];
  resources: MapResource[];
  meetingGroups: MapMeetingGroup[];
  /** A layer could not be loaded: said above the map, with Try again. */
  dataError: string | null;
  onRetry: () => void;
  /** @default Peers and Resources on, Meetings off */
  layers?: MapLayers;
  onLayersChange: (layers: MapLayers) => void;
  /** The 'You are here' marker, after a locate. */
  youAreHere: LatLng | null;
  /** A locate is running. @default false */
  locating?: boolean;
  onLocate: () => void;
  /** The viewer's shared area ('Use my location'). */
  location: LocationShareState;
  onShareLocation: () => void;
  onForgetLocation: () => void;
  /** The visible box changed (a pan or zoom), as the server accepts it; `shrunk` when zoomed far out. */
  onViewChange: (box: BBox, shrunk: boolean) => void;
  /** Send Message from a peer's popup, after the prompt; never blank. */
  onSendMessage: (peer: MapPeer, content: string) => void;
  /** Where a resource is being suggested (the dialog is open), or null. */
  suggestAt: LatLng | null;
  suggestion: { busy: boolean; error: string | null };
  onSuggestOpen: (position: LatLng) => void;
  onSuggestClose: () => void;
  onSuggestResource: (values: ResourceSuggestionValues) => void;
  /** Stories: the Map Filters panel starts open. @default false */
  initialFiltersOpen?: boolean;
  /** Stories: a place whose popup starts open (its placeKey). */
  initialSelectedKey?: string | null;
  /** The map's height; a fixed one for stories. @default fills the window */
  mapHeight?: number | string;
}

const toPoint = (p: LatLng): [number, number] => [p.latitude, p.longitude];
const boundsToBox = ({ ne, sw }: Bounds): BBox => [sw[1], sw[0], ne[1], ne[0]];

/**
 * The Map (docs/product.md, Map and location): peers, resources and meeting groups on
 * OpenStreetMap tiles, filters, legend, popups, 'You are here', and a list of the same places
 * beside it for screen readers and small screens. A tap-hold on the map (600 ms within 15 px)
 * suggests a resource there.
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
  zoom: initialZoom = DEFAULT_ZOOM,
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
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(initialFiltersOpen);
  const [view, setView] = useState({ center, zoom: initialZoom });
  const [selectedKey, setSelectedKey] = useState<string | null>(initialSelectedKey);
  const [messaging, setMessaging] = useState<MapPeer | null>(null);
  const toPosition = useRef<((pixel: [number, number]) => [number, number]) | null>(null);

  // A locate (a new centre from the store) moves the map there; pans keep their own centre.
  const [givenCenter, setGivenCenter] = useState(center);
  if (givenCenter !== center) {
    setGivenCenter(center);
    setView((v) => ({ ...v, center }));
  }

  const places = useMemo<MapPlace[]>(
    () => [
      ...(layers.peers ? peers.map((item) => ({ kind: 'peer' as const, item })) : []),
      ...(layers.resources ? resources.map((item) => ({ kind: 'resource' as const, item })) : []),
      ...(layers.meetings ? meetingGroups.map((item) => ({ kind: 'meeting' as const, item })) : []),
    ],
    [layers, peers, resources, meetingGroups],
  );
  const selected = places.find((p) => placeKey(p) === selectedKey) ?? null;
  const hold = useHold((pixel) => {
    const toLatLng = toPosition.current;
    if (!toLatLng) return;
    const [latitude, longitude] = toLatLng(pixel);
    onSuggestOpen({ latitude, longitude });
  });

  // Focus goes back to the marker the popup belonged to (or stays in the page when it is gone).
  const closePopup = () => {
    const key = selectedKey;
    setSelectedKey(null);
    if (key)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-place-key="${CSS.escape(key)}"]`)?.focus(),
      );
  };

  const select = (place: MapPlace) => {
    setSelectedKey(placeKey(place));
    setView((v) => ({
      ...v,
      center: { latitude: place.item.latitude, longitude: place.item.longitude },
    }));
  };

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 2 }}>
      <Typography variant="screenTitle" component="h1" sx={{ mb: 1, px: 1 }}>
        Find support nearby
      </Typography>
      {locationNotice && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {locationNotice}
        </Alert>
      )}
      {dataError && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {dataError}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Box
          component="section"
          aria-label="Map"
          {...hold}
          onContextMenu={(e) => e.preventDefault()}
          sx={{
            position: 'relative',
            height: mapHeight ?? { xs: '60vh', md: 'calc(100vh - 200px)' },
            minHeight: 320,
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: '#e8eef2',
            touchAction: 'none',
          }}
        >
          <PigeonMap
            center={toPoint(view.center)}
            zoom={view.zoom}
            provider={tileProvider(tileUrl)}
            tileComponent={SafeTile}
            attribution={false}
            attributionPrefix={false}
            onBoundsChanged={({ center: c, zoom, bounds }) => {
              setView({ center: { latitude: c[0], longitude: c[1] }, zoom });
              const { box, shrunk } = acceptedBox(boundsToBox(bounds));
              onViewChange(box, shrunk);
            }}
          >
            <Bridge
              onReady={(fn) => {
                toPosition.current = fn;
              }}
            />
            {/* Peers last, so they stand above places at the same spot. */}
            {[...places].reverse().map((place) => (
              <Overlay key={placeKey(place)} anchor={toPoint(place.item)} offset={[0, 0]}>
                <MarkerButton
                  kind={place.kind}
                  colour={placeColour(place)}
                  label={placeLabel(place)}
                  selected={placeKey(place) === selectedKey}
                  placeKey={placeKey(place)}
                  onOpen={() => select(place)}
                />
              </Overlay>
            ))}
            {youAreHere && (
              <Overlay anchor={toPoint(youAreHere)} offset={[0, 0]}>
                <YouAreHere />
              </Overlay>
            )}
            {selected && (
              <Overlay anchor={toPoint(selected.item)} offset={[0, 0]}>
                <Box sx={{ transform: 'translate(-50%, calc(-100% - 22px))', zIndex: 3 }}>
                  <PlacePopup place={selected} onMessage={setMessaging} onClose={closePopup} />
                </Box>
              </Overlay>
            )}
          </PigeonMap>

          <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'grid', gap: 1, zIndex: 4 }}>
            <Floating
              label={filtersOpen ? 'Hide map filters' : 'Show map filters'}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              <FilterListIcon />
            </Floating>
            <Floating label="Show where I am" onClick={onLocate} disabled={locating}>
              <MyLocationIcon />
            </Floating>
            <Floating
              label="Zoom in"
              onClick={() => setView((v) => ({ ...v, zoom: Math.min(18, v.zoom + 1) }))}
            >
              <AddIcon />
            </Floating>
            <Floating
              label="Zoom out"
              onClick={() => setView((v) => ({ ...v, zoom: Math.max(3, v.zoom - 1) }))}
            >
              <RemoveIcon />
            </Floating>
          </Box>

          {filtersOpen && (
            <Paper
              id={filtersId}
              elevation={4}
              sx={{ position: 'absolute', top: 8, left: 8, p: 2, zIndex: 4, maxWidth: 240 }}
            >
              <MapFilters layers={layers} onChange={onLayersChange} />
            </Paper>
          )}

          <Paper
            elevation={2}
            sx={{
              display: { xs: 'none', md: 'block' },
              position: 'absolute',
              bottom: 28,
              left: 8,
              p: 1.5,
              zIndex: 4,
              opacity: 0.95,
            }}
          >
            <MapLegend />
          </Paper>

          <Box
            sx={{
              position: 'absolute',
              right: 0,
              bottom: 0,
              px: 0.75,
              py: 0.25,
              bgcolor: 'rgba(255,255,255,0.9)',
              fontSize: 12,
              zIndex: 4,
            }}
          >
            <a
              href="https://www.openstreetmap.org/copyright"
              target="_blank"
              rel="noopener noreferrer"
              style={{ color: '#1a1f24' }}
            >
              {TILE_ATTRIBUTION}
            </a>
          </Box>
        </Box>

        <Box component="aside" aria-label="Places near you" sx={{ display: 'grid', gap: 2 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <LocationShare
              {...location}
              compact
              onShare={onShareLocation}
              onForget={onForgetLocation}
            />
          </Paper>
          <Paper
            variant="outlined"
            sx={{ p: 1, maxHeight: { md: 'calc(100vh - 420px)' }, overflowY: 'auto' }}
          >
            <PlaceList
              places={places}
              layers={layers}
              origin={youAreHere}
              selectedKey={selectedKey}
              onSelect={select}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, display: { xs: 'block', md: 'none' } }}>
            <MapLegend />
          </Paper>
          <Button
            variant="text"
            startIcon={<AddLocationAltIcon />}
            onClick={() => onSuggestOpen(view.center)}
            sx={{ justifySelf: 'start' }}
          >
            Suggest a resource here
          </Button>
          <Typography variant="caption" color="text.secondary">
            Tip: press and hold on the map to suggest a resource at that spot.
          </Typography>
        </Box>
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

function Floating({
  label,
  children,
  ...rest
}: {
  label: string;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}) {
  return (
    // Kept inside the map (not portalled to the end of the page), so a tooltip left open under the
    // pointer is still within the page's landmarks.
    <Tooltip title={label} placement="left" slotProps={{ popper: { disablePortal: true } }}>
      <span>
        <IconButton
          aria-label={label}
          {...rest}
          sx={{
            bgcolor: 'background.paper',
            boxShadow: 2,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function YouAreHere() {
  return (
    <Box
      role="img"
      aria-label={MAP_TEXTS.youAreHere}
      title={MAP_TEXTS.youAreHere}
      sx={{
        width: 18,
        height: 18,
        borderRadius: '50%',
        bgcolor: '#1f5f8b',
        border: '3px solid #ffffff',
        boxShadow: '0 0 0 6px rgba(31,95,139,0.25)',
        transform: 'translate(-50%, -50%)',
        // Markers under it stay clickable.
        pointerEvents: 'none',
      }}
    />
  );
}

/** A child of the map that hands its pixel-to-position function to the screen (pigeon-maps passes it to children). */
function Bridge({
  onReady,
  pixelToLatLng,
}: {
  onReady: (fn: (pixel: [number, number]) => [number, number]) => void;
  pixelToLatLng?: (pixel: [number, number]) => [number, number];
}) {
  useEffect(() => {
    if (pixelToLatLng) onReady(pixelToLatLng);
  });
  return null;
}

/**
 * A press held still on the map's surface for TAP_HOLD_MS (docs/product.md, Constants at a
 * glance), moving no more than the tap tolerance: gives the point pressed, relative to the map.
 * Presses on markers, popups and buttons are theirs, not the map's.
 */
function useHold(onHold: (pixel: [number, number]) => void) {
  const press = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const cancel = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };
  useEffect(() => cancel, []);
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      cancel();
      if ((e.target as HTMLElement).closest('button, a, [role="dialog"], .MuiPaper-root')) return;
      const rect = e.currentTarget.getBoundingClientRect();
      const pixel: [number, number] = [e.clientX - rect.left, e.clientY - rect.top];
      press.current = {
        x: e.clientX,
        y: e.clientY,
        timer: setTimeout(() => {
          press.current = null;
          onHold(pixel);
        }, TAP_HOLD_MS),
      };
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const p = press.current;
      if (p && movedTooFar(e.clientX - p.x, e.clientY - p.y)) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
  };
}
