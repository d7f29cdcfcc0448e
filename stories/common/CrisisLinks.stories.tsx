import type { Meta, StoryObj } from '@storybook/react';
import { CrisisLinks } from '../../ui/common/CrisisLinks';
import { Logo } from '../../ui/common/Logo';

const meta: Meta<typeof CrisisLinks> = {
  title: 'Components/Common/CrisisLinks',
  component: CrisisLinks,
};
export default meta;
type Story = StoryObj<typeof CrisisLinks>;

export const Bar: Story = {};
export const List: Story = { args: { variant: 'list' } };
export const LogoMark: StoryObj<typeof Logo> = {
  render: () => (
    <div style={{ background: '#1f5f8b', color: '#fff', padding: 16 }}>
      <Logo />
    </div>
  ),
};
