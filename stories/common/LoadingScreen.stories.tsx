import type { Meta, StoryObj } from '@storybook/react';
import { LoadingScreen } from '../../ui/common/LoadingScreen';

const meta: Meta<typeof LoadingScreen> = {
  title: 'Screens/Common/LoadingScreen',
  component: LoadingScreen,
};
export default meta;
type Story = StoryObj<typeof LoadingScreen>;

export const Playground: Story = {};
export const WithMessage: Story = {
  args: { message: 'Setting up your profile...', fullPage: false },
};
