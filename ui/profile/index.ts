export { ProfileSetupScreen, type ProfileSetupScreenProps } from './ProfileSetupScreen';
