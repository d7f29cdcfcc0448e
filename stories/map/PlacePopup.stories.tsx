import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { PlacePopup } from '../../ui/map/PlacePopup';
import { buildMeetingGroup, buildPeer, buildResource } from '../../ui/map/fixtures';

const meta: Meta<typeof PlacePopup> = {
  title: 'Components/Map/PlacePopup',
  component: PlacePopup,
  args: {
    place: { kind: 'peer', item: buildPeer() },
    onMessage: fn(),
    onClose: fn(),
    autoFocus: false,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const PeerNotTakingMessages: Story = {
  args: { place: { kind: 'peer', item: buildPeer({ accepts_messages: false }) } },
};
export const AnonymousPeerWithoutBio: Story = {
  args: { place: { kind: 'peer', item: buildPeer({ display_name: '', bio: '' }) } },
};
export const Resource: Story = { args: { place: { kind: 'resource', item: buildResource() } } };
export const ResourceWithoutPhoneOrWebsite: Story = {
  args: {
    place: { kind: 'resource', item: buildResource({ phone: '', website: '', description: '' }) },
  },
};
export const UnknownResourceType: Story = {
  args: {
    place: { kind: 'resource', item: buildResource({ resource_type: 'veterans_services' }) },
  },
};
export const Meeting: Story = { args: { place: { kind: 'meeting', item: buildMeetingGroup() } } };
export const ClosedOnlineMeeting: Story = {
  args: {
    place: {
      kind: 'meeting',
      item: buildMeetingGroup({
        is_open: false,
        conference_url: 'https://example.org/meet/123',
        group_type: 'narcotics_anonymous',
      }),
    },
  },
};
export const LongText: Story = {
  args: {
    place: {
      kind: 'peer',
      item: buildPeer({
        display_name: 'Alexandria Montgomery-Okonkwo',
        bio: 'Two years in recovery from alcohol and still learning every day. I walk in Golden Gate Park most mornings and I am always glad to share a bench and a conversation with anyone who needs one.',
      }),
    },
  },
};
