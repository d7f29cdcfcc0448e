import Box from '@mui/material/Box';
import { Map as PigeonMap, Overlay } from 'pigeon-maps';
import type { LatLng, MapPeer } from '../../contract/map';
import { MarkerButton } from './MarkerButton';
import { PixelBridge, type PixelToPosition } from './PixelBridge';
import { placeColour, placeLabel } from './places';
import { PlacePopup } from './PlacePopup';
import { SafeTile, tileProvider } from './tiles';
import { placeKey, type MapPlace } from './types';
import type { BoundsChange, MapView } from './useMapView';
import { YouAreHere } from './YouAreHere';

export interface PlacesMapProps {
  /** Where the map looks, and what it reports when a pan or zoom settles. */
  view: MapView;
  onBoundsChanged: (change: BoundsChange) => void;
  /** The tile server, with {z}, {x} and {y}. */
  tileUrl: string;
  /** The places of the layers shown. */
  places: MapPlace[];
  /** The place whose popup is open, or null. */
  selected: MapPlace | null;
  youAreHere: LatLng | null;
  onSelect: (place: MapPlace) => void;
  /** Send Message in a peer's popup. */
  onMessage: (peer: MapPeer) => void;
  onClosePopup: () => void;
  /** Receives the map's pixel-to-position function (for a tap-hold on the map). */
  onPixelToPosition: (fn: PixelToPosition) => void;
}

const toPoint = (p: LatLng): [number, number] => [p.latitude, p.longitude];

/** The map itself: OpenStreetMap tiles, a marker per place, 'You are here' and the open popup. */
export function PlacesMap({
  view,
  onBoundsChanged,
  tileUrl,
  places,
  selected,
  youAreHere,
  onSelect,
  onMessage,
  onClosePopup,
  onPixelToPosition,
}: PlacesMapProps) {
  const selectedKey = selected && placeKey(selected);
  return (
    <PigeonMap
      center={toPoint(view.center)}
      zoom={view.zoom}
      provider={tileProvider(tileUrl)}
      tileComponent={SafeTile}
      attribution={false}
      attributionPrefix={false}
      onBoundsChanged={onBoundsChanged}
    >
      <PixelBridge onReady={onPixelToPosition} />
      {/* Peers last, so they stand above places at the same spot. */}
      {[...places].reverse().map((place) => (
        <Overlay key={placeKey(place)} anchor={toPoint(place.item)} offset={[0, 0]}>
          <MarkerButton
            kind={place.kind}
            colour={placeColour(place)}
            label={placeLabel(place)}
            selected={placeKey(place) === selectedKey}
            placeKey={placeKey(place)}
            onOpen={() => onSelect(place)}
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
            <PlacePopup place={selected} onMessage={onMessage} onClose={onClosePopup} />
          </Box>
        </Overlay>
      )}
    </PigeonMap>
  );
}
