import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { mobile } from '../../.storybook/viewports';
import { fn } from 'storybook/test';
import { MainLayout } from '../../ui/layout/MainLayout';
import { SectionScreen } from '../../ui/section/SectionScreen';

const meta: Meta<typeof MainLayout> = {
  title: 'Components/Layout/MainLayout',
  component: MainLayout,
  args: {
    currentPath: '/store',
    onNavigate: fn(),
    onLogout: fn(),
    mobile: false,
    children: (
      <SectionScreen title="Recovery Store" description="Coming soon.">
        <Typography>Page content goes here.</Typography>
      </SectionScreen>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof MainLayout>;

export const Playground: Story = {};
export const Admin: Story = { args: { isAdmin: true } };
export const Mobile: Story = {
  args: { mobile: true },
  tags: ['mobile'],
  ...mobile,
};
