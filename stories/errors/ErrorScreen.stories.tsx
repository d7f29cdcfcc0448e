import { mobile } from '../../.storybook/viewports';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ErrorScreen } from '../../ui/errors/ErrorScreen';

const meta: Meta<typeof ErrorScreen> = {
  title: 'Screens/Errors/ErrorScreen',
  component: ErrorScreen,
  args: {
    path: '/social',
    supportEmail: 'support@peer-recovery.network',
    onGoHome: fn(),
    onRefresh: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof ErrorScreen>;

const httpError = (status: number, message = '') => ({ status, message });

export const NotFound: Story = { args: { error: httpError(404) } };
export const AccessDenied: Story = { args: { error: httpError(403) } };
export const ServerError: Story = { args: { error: httpError(500) } };
export const OtherStatus: Story = { args: { error: httpError(418) } };
export const ConnectionProblem: Story = { args: { error: new TypeError('Failed to fetch') } };
export const AuthenticationError: Story = {
  args: { error: new Error('Session expired, please sign in again') },
};
export const ServiceUnavailable: Story = { args: { error: new Error('Database connection lost') } };
export const PermissionRequired: Story = {
  args: { error: new Error('Geolocation permission denied') },
};
export const ApplicationError: Story = {
  args: { error: new Error('Rendered more hooks than during the previous render') },
};
export const UnknownErrorType: Story = { args: { error: 'something odd' } };
export const Mobile: Story = {
  args: { error: httpError(404) },
  tags: ['mobile'],
  ...mobile,
};
