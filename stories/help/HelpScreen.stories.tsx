import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { HelpScreen } from '../../ui/help/HelpScreen';
import { SupportRequestStatus } from '../../ui/support/SupportRequestStatus';
import { buildAd, buildCenters, buildSupportRequest } from '../../ui/help/fixtures';

const meta: Meta<typeof HelpScreen> = {
  title: 'Screens/Help/HelpScreen',
  component: HelpScreen,
  args: {
    centers: buildCenters(),
    centersStatus: 'ready',
    onRetryCenters: fn(),
    origin: null,
    location: { status: 'idle', message: null },
    onEnableLocation: fn(),
    ads: {
      top: buildAd(),
      bottom: buildAd({
        id: 'ad-2',
        advertiser_name: 'Sober Social Club',
        ad_title: 'Alcohol-free evenings in the city',
        ad_image_url: '',
      }),
    },
    onAdImpression: fn(),
    onAdClick: fn(),
    onCall: fn(),
    onWebsite: fn(),
    partnershipsEmail: 'partnerships@peer-recovery.network',
    onRequestSupport: fn(),
    onContactUs: fn(),
    onAskAboutListing: fn(),
  },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithDistances: Story = {
  args: {
    origin: { latitude: 37.7749, longitude: -122.4194 },
    location: { status: 'known', message: null },
  },
};
export const Locating: Story = { args: { location: { status: 'locating', message: null } } };
export const LocationDenied: Story = {
  args: {
    location: {
      status: 'failed',
      message: 'Location access was denied. Distance calculations will not be available.',
    },
  },
};
export const CentersLoading: Story = { args: { centersStatus: 'loading', centers: [] } };
export const CentersError: Story = { args: { centersStatus: 'error', centers: [] } };
export const NoCenters: Story = { args: { centers: [] } };
export const NoAds: Story = { args: { ads: { top: null, bottom: null } } };
export const SupportRequested: Story = {
  args: {
    supportStatus: (
      <SupportRequestStatus
        request={buildSupportRequest()}
        responders={[]}
        onClose={fn()}
        onOpenMessages={fn()}
        formatTime={() => '11:00 PM'}
      />
    ),
  },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
