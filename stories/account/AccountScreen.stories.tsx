import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { mobile } from '../../.storybook/viewports';
import { AccountScreen, type AccountScreenProps } from '../../ui/account/AccountScreen';
import { COPY_SAVED_AT, FIXTURE_NOW, MANY_SESSIONS, SESSIONS } from '../../ui/account/fixtures';

/** The page as a person with three signed-in browsers first sees it. */
const loaded: AccountScreenProps = {
  dataExport: { onExport: fn() },
  sessions: {
    status: 'ready',
    sessions: SESSIONS,
    onRetry: fn(),
    onEnd: fn(),
    onEndOthers: fn(),
    now: FIXTURE_NOW,
  },
  toolkitCopy: {
    onSave: fn(),
    onRestore: fn(),
    onConfirmReplace: fn(),
    onCancelReplace: fn(),
  },
  deletion: { dialogOpen: false, onOpen: fn(), onCancel: fn(), onDelete: fn() },
};

/** The page with one card's state changed. */
const page = ({
  dataExport,
  sessions,
  toolkitCopy,
  deletion,
}: {
  dataExport?: Partial<AccountScreenProps['dataExport']>;
  sessions?: Partial<AccountScreenProps['sessions']>;
  toolkitCopy?: Partial<AccountScreenProps['toolkitCopy']>;
  deletion?: Partial<AccountScreenProps['deletion']>;
}): Partial<AccountScreenProps> => ({
  dataExport: { ...loaded.dataExport, ...dataExport },
  sessions: { ...loaded.sessions, ...sessions },
  toolkitCopy: { ...loaded.toolkitCopy, ...toolkitCopy },
  deletion: { ...loaded.deletion, ...deletion },
});

const meta: Meta<typeof AccountScreen> = {
  title: 'Screens/Account/AccountScreen',
  component: AccountScreen,
  args: loaded,
};
export default meta;
type Story = StoryObj<typeof AccountScreen>;

export const Loaded: Story = {};
export const LoadingSessions: Story = {
  args: page({ sessions: { status: 'loading', sessions: [] } }),
};
export const SessionsError: Story = {
  args: page({
    sessions: {
      status: 'error',
      sessions: [],
      loadError: 'That did not reach the server. Please check your connection and try again.',
    },
  }),
};
export const OneSession: Story = { args: page({ sessions: { sessions: SESSIONS.slice(0, 1) } }) };
export const ManySessions: Story = { args: page({ sessions: { sessions: MANY_SESSIONS } }) };
export const SignOutFailed: Story = {
  args: page({ sessions: { error: 'No such session.' } }),
};
export const ExportWorking: Story = { args: page({ dataExport: { exporting: true } }) };
export const ExportError: Story = {
  args: page({
    dataExport: {
      error: 'You have downloaded your data 3 times today. Please try again in 9 hours.',
    },
  }),
};
export const ExportDone: Story = { args: page({ dataExport: { exported: true } }) };
export const RestoreRefused: Story = {
  args: page({
    toolkitCopy: {
      refusal: 'This file could not be read. Choose a toolkit copy saved from this app.',
    },
  }),
};
export const ReplaceDialog: Story = {
  args: page({ toolkitCopy: { pendingSavedAt: COPY_SAVED_AT } }),
};
export const RestoreDone: Story = { args: page({ toolkitCopy: { restored: true } }) };
export const DeleteDialog: Story = { args: page({ deletion: { dialogOpen: true } }) };
export const DeleteTyped: Story = {
  args: page({ deletion: { dialogOpen: true, initialTyped: 'DELETE' } }),
};
export const DeleteWorking: Story = {
  args: page({ deletion: { dialogOpen: true, initialTyped: 'DELETE', deleting: true } }),
};
export const DeleteError: Story = {
  args: page({
    deletion: {
      dialogOpen: true,
      initialTyped: 'DELETE',
      error: 'Something went wrong on our side. Please try again.',
    },
  }),
};
/** A profile not finished yet: no header, so the page has its own crisis strip and way back. */
export const BeforeProfileSetup: Story = { args: { onBackToSetup: fn() } };
/** The narrowest phone the page is made for: 320 px inside Storybook's padding. */
export const Narrow: Story = {
  args: page({ dataExport: { exported: true } }),
  parameters: { maxWidth: 352 },
};
export const Mobile: Story = { tags: ['mobile'], ...mobile };
