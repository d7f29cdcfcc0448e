import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { CONTACT_MESSAGE_MAX } from '../../contract/admin';
import { ContactDialog } from '../../ui/contact/ContactDialog';

const filled = {
  initialSubject: 'Changing the e-mail of my account',
  initialMessage:
    'Hello, I signed up with my old work address and would like to use my personal one from now on. Is that possible?',
};

const meta: Meta<typeof ContactDialog> = {
  title: 'Components/Contact/ContactDialog',
  component: ContactDialog,
  args: {
    open: true,
    from: { name: 'Sam Rivera', email: 'sam.rivera@example.com' },
    onSend: fn(),
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Filled: Story = { args: filled };
export const ListingInquiry: Story = {
  args: {
    kind: 'listing',
    initialSubject: 'Listing inquiry: Premium Listing',
    initialMessage: 'We run a 24-bed residential program in Oakland. What does onboarding involve?',
  },
};
/** The counters show once a field is close to its limit. */
export const NearTheLimit: Story = {
  args: {
    initialSubject: filled.initialSubject,
    initialMessage: `${filled.initialMessage} `.repeat(40).slice(0, CONTACT_MESSAGE_MAX - 20),
  },
};
export const Sending: Story = { args: { ...filled, sending: true } };
export const Error: Story = {
  args: { ...filled, error: 'You have sent 5 messages today. Please try again tomorrow.' },
};
export const Sent: Story = { args: { ...filled, sent: true } };
export const Mobile: Story = { tags: ['mobile'], ...mobile, args: filled };
