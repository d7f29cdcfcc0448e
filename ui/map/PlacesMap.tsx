import Box from '@mui/material/Box';
import { Map as PigeonMap, Overlay } from 'pigeon-maps';
import { useEffect } from 'react';
import type { LatLng, MapPeer } from '../../contract/map';
import { MarkerButton } from './MarkerButton';
import { placeColour, placeLabel } from './places';
import { PlacePopup } from './PlacePopup';
import { SafeTile, tileProvider } from './tiles';
import { placeKey, type MapPlace } from './types';
import type { Pixel } from './useHold';
import type { BoundsChange, MapView } from './useMapView';
import { YouAreHere } from './YouAreHere';

/** Turns a point on the map's surface into [latitude, longitude]. */
export type PixelToPosition = (pixel: Pixel) => [number, number];

export interface PlacesMapProps {
  /** Where the map looks, and what it reports when a pan or zoom settles. */
  view: MapView;
  /** Called when a pan or zoom settles, with the new centre, zoom and bounds. */
  onBoundsChanged: (change: BoundsChange) => void;
  /** The tile server, with {z}, {x} and {y}. */
  tileUrl: string;
  /** The places of the layers shown. */
  places: MapPlace[];
  /** The place whose popup is open, or null. */
  selected: MapPlace | null;
  /** Where to draw the 'You are here' dot; none when null. */
  youAreHere: LatLng | null;
  /** Called with the place when the person opens its marker. */
  onSelect: (place: MapPlace) => void;
  /** Send Message in a peer's popup. */
  onMessage: (peer: MapPeer) => void;
  /** Called when the person closes the open popup (Close, or Escape inside it). */
  onClosePopup: () => void;
  /** Receives the map's pixel-to-position function (for a tap-hold on the map). */
  onPixelToPosition: (fn: PixelToPosition) => void;
}

const toPoint = (p: LatLng): [number, number] => [p.latitude, p.longitude];

/**
 * A child of the map that hands the map's pixel-to-position function out: pigeon-maps gives it
 * only to its children. It draws nothing, so it stays here rather than being a component of its
 * own.
 */
function PixelBridge({
  onReady,
  pixelToLatLng,
}: {
  onReady: (fn: PixelToPosition) => void;
  /** Given by pigeon-maps, which passes it to its children. */
  pixelToLatLng?: PixelToPosition;
}) {
  useEffect(() => {
    if (pixelToLatLng) onReady(pixelToLatLng);
  });
  return null;
}

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
