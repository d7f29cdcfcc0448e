export { ProfileSetupScreen, type ProfileSetupScreenProps } from './ProfileSetupScreen';
export {
  formValuesFromProfile,
  RECOVERY_TYPE_OPTIONS,
  SUPPORT_STATUS_OPTIONS,
  type ProfileFormValues,
} from './profileForm';
