import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { useRef, type MouseEvent, type PointerEvent } from 'react';
import type { MapLayer, MarkerColour } from '../../contract/map';
import { movedTooFar } from '../../domain/map/press';
import { markerColors } from '../theme/theme';

export interface MarkerButtonProps {
  /** Peers are round, resources square, meetings a diamond, so colour is never the only cue. */
  kind: MapLayer;
  /** The fill, from the peer's status or the place's type, as the legend shows. */
  colour: MarkerColour;
  /** What a screen reader says, e.g. 'Maria G., Offering Support'. */
  label: string;
  /** The marker's popup is open. @default false */
  selected?: boolean;
  /** Names the marker in the page, so focus can come back to it when its popup closes. */
  placeKey?: string;
  /** Called on a click, tap, Enter or Space; not after a press that dragged the map. */
  onOpen: () => void;
}

const SIZE = 28;

const Root = styled(ButtonBase, { name: 'MapMarker', slot: 'Root' })(({ theme }) => ({
  width: SIZE,
  height: SIZE,
  border: '3px solid #ffffff',
  boxShadow: '0 1px 4px rgba(0,0,0,0.45)',
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/**
 * A marker on the map: a real button, so keyboard users reach every place with Tab. A press that
 * moved more than the tap tolerance (15 px; docs/product.md, Map and location) was a pan of the
 * map and opens nothing.
 * Accessibility: it is named by `label`, shows a focus ring, says it opens a dialog (its popup,
 * ui/map/PlacePopup.tsx) with aria-haspopup="dialog", and whether that popup is open with
 * aria-expanded.
 */
export function MarkerButton({
  kind,
  colour,
  label,
  selected = false,
  placeKey,
  onOpen,
}: MarkerButtonProps) {
  const down = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (e: PointerEvent) => {
    down.current = { x: e.clientX, y: e.clientY };
  };
  const onClick = (e: MouseEvent) => {
    const start = down.current;
    down.current = null;
    // detail 0: a click from the keyboard, which never drags.
    if (e.detail !== 0 && start && movedTooFar(e.clientX - start.x, e.clientY - start.y)) return;
    onOpen();
  };
  return (
    <Root
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={selected}
      data-place-key={placeKey}
      onPointerDown={onPointerDown}
      onClick={onClick}
      sx={{
        bgcolor: markerColors[colour],
        borderRadius: kind === 'peer' ? '50%' : kind === 'resource' ? '6px' : '3px',
        transform: `translate(-50%, -50%)${kind === 'meeting' ? ' rotate(45deg)' : ''}${
          selected ? ' scale(1.2)' : ''
        }`,
        zIndex: selected ? 2 : 1,
      }}
    />
  );
}
