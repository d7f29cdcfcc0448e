import type { Meta, StoryObj } from '@storybook/react';
import { SignInCallbackScreen } from '../../ui/auth/SignInCallbackScreen';

const meta: Meta<typeof SignInCallbackScreen> = {
  title: 'Screens/SignInCallback',
  component: SignInCallbackScreen,
};
export default meta;

export const CompletingSignIn: StoryObj<typeof SignInCallbackScreen> = {};
