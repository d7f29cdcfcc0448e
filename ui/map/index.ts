export { MapScreen, type MapScreenProps, type MapStatus } from './MapScreen';
export { MapFilters, type MapFiltersProps } from './MapFilters';
export { MapLegend } from './MapLegend';
export { MarkerButton, type MarkerButtonProps } from './MarkerButton';
export { PlacePopup, type PlacePopupProps } from './PlacePopup';
export { PlaceList, type PlaceListProps } from './PlaceList';
export { LocationShare, type LocationShareProps } from './LocationShare';
export { SendMessageDialog, type SendMessageDialogProps } from './SendMessageDialog';
export { SuggestResourceDialog, type SuggestResourceDialogProps } from './SuggestResourceDialog';
export {
  DEFAULT_LAYERS,
  placeKey,
  type LocationShareState,
  type MapLayers,
  type MapPlace,
  type ResourceSuggestionValues,
} from './types';
