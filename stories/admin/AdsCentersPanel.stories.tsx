import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { AdsCentersPanel } from '../../ui/admin/AdsCentersPanel';
import { buildAdminAd, buildAdminCenter, buildAdsAndCenters, many } from '../../ui/admin/fixtures';
import { FIXTURE_BANNER } from '../../ui/help/fixtures';

const meta: Meta<typeof AdsCentersPanel> = {
  title: 'Components/Admin/AdsCentersPanel',
  component: AdsCentersPanel,
  args: {
    status: 'ready',
    ...buildAdsAndCenters(),
    onRetry: fn(),
    onSaveAd: fn(async () => {}),
    onSaveCenter: fn(async () => {}),
    onUpload: fn(async () => ({ id: 'img1', url: FIXTURE_BANNER })),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  parameters: { maxWidth: 900 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Loading: Story = { args: { status: 'loading', ads: [], centers: [] } };
export const Empty: Story = { args: { ads: [], centers: [] } };
export const Error: Story = { args: { status: 'error', ads: [], centers: [] } };
export const LongList: Story = {
  args: {
    ads: many(12, (i) =>
      buildAdminAd({ id: `ad${i}`, ad_title: `Advertisement ${i + 1}`, active: i % 3 !== 0 }),
    ),
    centers: many(15, (i) =>
      buildAdminCenter({
        id: `ce${i}`,
        name: `Treatment center ${i + 1}`,
        priority_level: ((i % 3) + 1) as 1 | 2 | 3,
        logo_url: '',
      }),
    ),
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
/** The narrowest screen the console supports: 320 px inside Storybook's padding. */
export const Narrow: Story = { parameters: { maxWidth: 352 } };
