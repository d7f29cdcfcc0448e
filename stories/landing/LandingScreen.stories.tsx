import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { LandingScreen } from '../../ui/landing/LandingScreen';

const meta: Meta<typeof LandingScreen> = {
  title: 'Screens/Landing/LandingScreen',
  component: LandingScreen,
  args: { onSignIn: fn() },
};
export default meta;
type Story = StoryObj<typeof LandingScreen>;

export const Playground: Story = {};
export const SigningIn: Story = { args: { signingIn: true } };
export const Mobile: Story = { tags: ['mobile'], ...mobile };
