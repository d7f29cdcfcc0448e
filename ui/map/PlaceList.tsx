import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { LatLng } from '../../contract/map';
import { distanceMiles } from '../../domain/map/distance';
import { markerColors } from '../theme/theme';
import { placeColour, placeDetail, placeName, placePosition } from './places';
import { placeKey, type MapLayers, type MapPlace } from './types';

export interface PlaceListProps {
  /** The places of the shown layers, in the order to list them. */
  places: MapPlace[];
  /** Which layers show: a section for each, or a note when every layer is hidden. */
  layers: MapLayers;
  /** Distances are measured from here (the person, or the map's centre); none when null. */
  origin: LatLng | null;
  /** The placeKey of the place whose popup is open, marked as current; null when none. */
  selectedKey: string | null;
  /** Called with the place when the person chooses its row. */
  onSelect: (place: MapPlace) => void;
}

const SECTIONS = [
  {
    kind: 'peer',
    layer: 'peers',
    title: 'Peers',
    empty: 'No peers within your support radius yet.',
  },
  { kind: 'resource', layer: 'resources', title: 'Resources', empty: 'No resources in this area.' },
  { kind: 'meeting', layer: 'meetings', title: 'Meetings', empty: 'No meetings in this area.' },
] as const;

/**
 * The map's places as a list beside it: what a screen reader or a small screen uses. Choosing one
 * opens its popup on the map.
 * Accessibility: each layer is a section named by its heading, each place a button, and the row
 * whose popup is open is marked aria-current.
 */
export function PlaceList({ places, layers, origin, selectedKey, onSelect }: PlaceListProps) {
  const shown = SECTIONS.filter((s) => layers[s.layer]);
  if (shown.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        Every layer is hidden. Turn one on in Map Filters.
      </Typography>
    );
  return (
    // minmax(0, 1fr): a long one-line name or detail is cut with an ellipsis instead of widening
    // the list past its panel (and the page past a 320 px screen).
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {shown.map((section) => (
        <Section
          key={section.kind}
          title={section.title}
          empty={section.empty}
          places={places.filter((p) => p.kind === section.kind)}
          origin={origin}
          selectedKey={selectedKey}
          onSelect={onSelect}
        />
      ))}
    </Box>
  );
}

function Section({
  title,
  empty,
  places,
  origin,
  selectedKey,
  onSelect,
}: {
  title: string;
  empty: string;
  places: MapPlace[];
  origin: LatLng | null;
  selectedKey: string | null;
  onSelect: (place: MapPlace) => void;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 1 }}>
        {title} ({places.length})
      </Typography>
      {places.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {empty}
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {places.map((place) => {
            const key = placeKey(place);
            const detail = placeDetail(place);
            const miles = origin ? distanceMiles(origin, placePosition(place)) : null;
            return (
              <li key={key}>
                <ButtonBase
                  onClick={() => onSelect(place)}
                  aria-current={key === selectedKey ? 'true' : undefined}
                  sx={{
                    width: '100%',
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    gap: 1.5,
                    px: 1,
                    py: 1,
                    borderRadius: 1,
                    bgcolor: key === selectedKey ? 'action.selected' : undefined,
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                  }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      width: 12,
                      height: 12,
                      flex: 'none',
                      bgcolor: markerColors[placeColour(place)],
                      borderRadius: place.kind === 'peer' ? '50%' : '3px',
                    }}
                  />
                  <Box sx={{ minWidth: 0, flex: 1, overflow: 'hidden' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                      {placeName(place)}
                    </Typography>
                    {detail && (
                      <Typography variant="caption" color="text.secondary" component="p" noWrap>
                        {detail}
                      </Typography>
                    )}
                  </Box>
                  {miles !== null && (
                    <Typography variant="caption" color="text.secondary" sx={{ flex: 'none' }}>
                      {miles} mi
                    </Typography>
                  )}
                </ButtonBase>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
