import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/viewports';
import { SignInCallbackScreen } from '../../ui/auth/SignInCallbackScreen';

const meta: Meta<typeof SignInCallbackScreen> = {
  title: 'Screens/Auth/SignInCallbackScreen',
  component: SignInCallbackScreen,
};
export default meta;
type Story = StoryObj<typeof SignInCallbackScreen>;

export const CompletingSignIn: Story = {};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
