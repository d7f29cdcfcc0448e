export { LandingScreen, LANDING_FEATURES, type LandingScreenProps } from './LandingScreen';
