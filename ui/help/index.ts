export { HelpScreen, type HelpScreenProps, type HelpLocation } from './HelpScreen';
export { CenterCard, type CenterCardProps } from './CenterCard';
export { AdSlot, type AdSlotProps } from './AdSlot';
export { CrisisResources } from './CrisisResources';
export { ListingOffer, type ListingOfferProps } from './ListingOffer';
