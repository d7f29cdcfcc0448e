import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LatLng } from '../../contract/map';
import { LocationShare } from './LocationShare';
import { MapLegend } from './MapLegend';
import { PlaceList } from './PlaceList';
import type { LocationShareState, MapLayers, MapPlace } from './types';

export interface MapSidePanelProps {
  /** The viewer's shared area ('Use my location'). */
  location: LocationShareState;
  /** Called when the person presses 'Use my location'. */
  onShareLocation: () => void;
  /** Called when the person presses 'Forget my location'. */
  onForgetLocation: () => void;
  /** The places of the layers shown, as on the map. */
  places: MapPlace[];
  /** Which layers show: the list has a section for each. */
  layers: MapLayers;
  /** Where distances are measured from ('You are here'), if known. */
  origin: LatLng | null;
  /** The placeKey of the place whose popup is open, marked in the list; null when none. */
  selectedKey: string | null;
  /** Called with the place when the person chooses its row in the list. */
  onSelect: (place: MapPlace) => void;
  /** 'Suggest a resource here': at the map's centre. */
  onSuggest: () => void;
}

/**
 * 'Places near you' beside the map: sharing one's area, the same places as the map in a list
 * (for screen readers and small screens), the legend on small screens and 'Suggest a resource
 * here'.
 */
export function MapSidePanel({
  location,
  onShareLocation,
  onForgetLocation,
  places,
  layers,
  origin,
  selectedKey,
  onSelect,
  onSuggest,
}: MapSidePanelProps) {
  return (
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
          origin={origin}
          selectedKey={selectedKey}
          onSelect={onSelect}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, display: { xs: 'block', md: 'none' } }}>
        <MapLegend />
      </Paper>
      <Button
        variant="text"
        startIcon={<AddLocationAltIcon />}
        onClick={onSuggest}
        sx={{ justifySelf: 'start' }}
      >
        Suggest a resource here
      </Button>
      <Typography variant="caption" color="text.secondary">
        Tip: press and hold on the map to suggest a resource at that spot.
      </Typography>
    </Box>
  );
}
