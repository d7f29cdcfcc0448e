import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MAP_TEXTS } from '../../contract/map';
import type { MapLayers } from './types';

export interface MapFiltersProps {
  /** Which layers are ticked. */
  layers: MapLayers;
  /** Called with all three layers, one of them changed, when the person ticks or unticks it. */
  onChange: (layers: MapLayers) => void;
}

const ROWS: { key: keyof MapLayers; label: string }[] = [
  { key: 'peers', label: MAP_TEXTS.peers },
  { key: 'resources', label: MAP_TEXTS.resources },
  { key: 'meetings', label: MAP_TEXTS.meetings },
];

/**
 * 'Map Filters' (docs/product.md, Map and location): which layers show, on the map and in the list
 * alike.
 */
export function MapFilters({ layers, onChange }: MapFiltersProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {MAP_TEXTS.filters}
      </Typography>
      <FormGroup>
        {ROWS.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={label}
            control={
              <Checkbox
                checked={layers[key]}
                onChange={(e) => onChange({ ...layers, [key]: e.target.checked })}
              />
            }
          />
        ))}
      </FormGroup>
    </div>
  );
}
