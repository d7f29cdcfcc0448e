import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { STORE_CATEGORIES, type StoreCategory } from '../../domain/shop/catalogue';
import { TabList } from '../../ui/common/TabList';

const meta: Meta<typeof TabList<StoreCategory>> = {
  title: 'Components/Common/TabList',
  component: TabList<StoreCategory>,
  args: {
    label: 'Categories',
    tabs: STORE_CATEGORIES.slice(0, 3),
    value: 'all',
    onChange: fn(),
    tabId: (id: StoreCategory) => `tab-${id}`,
    panelId: () => 'shown',
    scrollable: false,
  },
  // What the tabs control: the list names it (aria-controls), so it is drawn beside it.
  render: (args) => (
    <>
      <TabList {...args} />
      <div id="shown" role="tabpanel" aria-labelledby={args.tabId(args.value)}>
        What is under {args.value}.
      </div>
    </>
  ),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const AnotherOpen: Story = { args: { value: 'journals' } };
/** Many tabs on a phone, one far along open: the row scrolls sideways to show it. */
export const ManyOnAPhone: Story = {
  args: { scrollable: true, value: 'cards', tabs: STORE_CATEGORIES },
  tags: ['mobile'],
  ...mobile,
};
