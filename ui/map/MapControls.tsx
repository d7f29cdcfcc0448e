import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useId, useState } from 'react';
import { FloatingButton } from './FloatingButton';
import { MapFilters, type MapFiltersProps } from './MapFilters';
import type { MapLayers } from './types';

export interface MapControlsProps {
  /** Which layers show, as ticked in Map Filters. */
  layers: MapLayers;
  /** Called with all three layers when the person ticks or unticks one in Map Filters. */
  onLayersChange: MapFiltersProps['onChange'];
  /** The Map Filters panel starts open (stories). @default false */
  initialFiltersOpen?: boolean;
  /** A locate is running: 'Show where I am' waits. @default false */
  locating?: boolean;
  /** Called when the person presses 'Show where I am'. */
  onLocate: () => void;
  /** Called when the person presses 'Zoom in'. */
  onZoomIn: () => void;
  /** Called when the person presses 'Zoom out'. */
  onZoomOut: () => void;
}

/**
 * The buttons floating on the map's top right corner (show or hide Map Filters, 'Show where I
 * am', 'Zoom in', 'Zoom out') and the Map Filters panel they open at its top left. Both are
 * placed absolutely: the map's element is their frame.
 * Accessibility: each button is named by its tooltip, and the filters button says whether the
 * panel is open (aria-expanded) and which panel it controls. 'Show where I am' waits while a locate
 * runs (aria-disabled, a press does nothing) rather than being disabled, so it keeps its focus.
 */
export function MapControls({
  layers,
  onLayersChange,
  initialFiltersOpen = false,
  locating = false,
  onLocate,
  onZoomIn,
  onZoomOut,
}: MapControlsProps) {
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(initialFiltersOpen);

  return (
    <>
      <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'grid', gap: 1, zIndex: 4 }}>
        <FloatingButton
          label={filtersOpen ? 'Hide map filters' : 'Show map filters'}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((o) => !o)}
        >
          <FilterListIcon />
        </FloatingButton>
        <FloatingButton label="Show where I am" onClick={onLocate} waiting={locating}>
          <MyLocationIcon />
        </FloatingButton>
        <FloatingButton label="Zoom in" onClick={onZoomIn}>
          <AddIcon />
        </FloatingButton>
        <FloatingButton label="Zoom out" onClick={onZoomOut}>
          <RemoveIcon />
        </FloatingButton>
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
    </>
  );
}
