import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useRef } from 'react';
import type { LatLng } from '../../contract/map';
import { MapAttribution } from './MapAttribution';
import { MapControls, type MapControlsProps } from './MapControls';
import { MapLegend } from './MapLegend';
import { PlacesMap, type PixelToPosition, type PlacesMapProps } from './PlacesMap';
import { useHold } from './useHold';

export interface MapSectionProps
  extends Omit<PlacesMapProps, 'onPixelToPosition'>, MapControlsProps {
  /** The map's height. @default fills the window */
  height?: number | string;
  /** A press held on the map: where it was. */
  onHold: (position: LatLng) => void;
}

/**
 * The 'Map' section: the map with its floating controls, the legend (wide screens) and the
 * attribution; a press held on the map's surface gives the position pressed.
 */
export function MapSection({
  height,
  onHold,
  layers,
  onLayersChange,
  initialFiltersOpen,
  locating,
  onLocate,
  onZoomIn,
  onZoomOut,
  ...map
}: MapSectionProps) {
  const toPosition = useRef<PixelToPosition | null>(null);
  const hold = useHold((pixel) => {
    const toLatLng = toPosition.current;
    if (!toLatLng) return;
    const [latitude, longitude] = toLatLng(pixel);
    onHold({ latitude, longitude });
  });

  return (
    <Box
      component="section"
      aria-label="Map"
      {...hold}
      onContextMenu={(e) => e.preventDefault()}
      sx={{
        position: 'relative',
        height: height ?? { xs: '60vh', md: 'calc(100vh - 200px)' },
        minHeight: 320,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#e8eef2',
        touchAction: 'none',
      }}
    >
      <PlacesMap
        {...map}
        onPixelToPosition={(fn) => {
          toPosition.current = fn;
        }}
      />
      <MapControls
        layers={layers}
        onLayersChange={onLayersChange}
        initialFiltersOpen={initialFiltersOpen}
        locating={locating}
        onLocate={onLocate}
        onZoomIn={onZoomIn}
        onZoomOut={onZoomOut}
      />
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
      <MapAttribution />
    </Box>
  );
}
