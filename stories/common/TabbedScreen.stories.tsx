import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { TabbedScreen } from '../../ui/common/TabbedScreen';

type Tab = 'one' | 'two' | 'three';

const meta: Meta<typeof TabbedScreen<Tab>> = {
  title: 'Screens/Common/TabbedScreen',
  component: TabbedScreen<Tab>,
  args: {
    title: 'Section',
    subtitle: 'A line about the section.',
    label: 'Section tabs',
    tabs: [
      { id: 'one', label: 'First' },
      { id: 'two', label: 'Second' },
      { id: 'three', label: 'Third' },
    ],
    tab: 'one',
    onTabChange: fn(),
    renderTab: (tab: Tab) => <Typography>The content of tab {tab}.</Typography>,
    keepVisited: false,
    scrollable: false,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const SecondTab: Story = { args: { tab: 'two', subtitle: undefined } };
export const Mobile: Story = { args: { scrollable: true }, tags: ['mobile'], ...mobile };
