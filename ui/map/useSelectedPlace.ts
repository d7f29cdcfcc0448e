import { useState } from 'react';
import type { LatLng } from '../../contract/map';
import { placePosition } from './places';
import { placeKey, type MapPlace } from './types';

/**
 * The place whose popup is open. Choosing one (its marker or its row in the list) centres the map
 * on it; closing the popup gives focus back to its marker. A place whose layer was hidden is no
 * longer selected.
 */
export function useSelectedPlace(
  places: MapPlace[],
  initialKey: string | null,
  centreOn: (position: LatLng) => void,
) {
  const [selectedKey, setSelectedKey] = useState<string | null>(initialKey);
  const selected = places.find((p) => placeKey(p) === selectedKey) ?? null;

  return {
    selectedKey,
    selected,
    select: (place: MapPlace) => {
      setSelectedKey(placeKey(place));
      centreOn(placePosition(place));
    },
    // Focus goes back to the marker the popup belonged to (or stays in the page when it is gone).
    close: () => {
      const key = selectedKey;
      setSelectedKey(null);
      if (key)
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>(`[data-place-key="${CSS.escape(key)}"]`)?.focus(),
        );
    },
  };
}
