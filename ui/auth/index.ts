export { SignInCallbackScreen } from './SignInCallbackScreen';
