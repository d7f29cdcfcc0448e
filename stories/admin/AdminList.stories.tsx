import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { AdminList } from '../../ui/admin/AdminList';

const meta: Meta<typeof AdminList<string>> = {
  title: 'Components/Admin/AdminList',
  component: AdminList<string>,
  args: {
    label: 'Open reports',
    items: ['The first item of the list.', 'The second item.', 'The third item.'],
    itemKey: (s: string) => s,
    renderItem: (s: string) => (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>{s}</Typography>
      </Paper>
    ),
    empty: 'No open reports. Thank you for keeping the community safe.',
    errorMessage: 'Reports could not be loaded. Please check your connection.',
    status: 'ready',
    nextCursor: null,
    onRetry: fn(),
    onLoadMore: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  parameters: { maxWidth: 720 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Loading: Story = { args: { items: [], status: 'loading' } };
export const Empty: Story = { args: { items: [] } };
export const Error: Story = { args: { items: [], status: 'error' } };
export const WithMore: Story = { args: { nextCursor: 'c-2' } };
export const LoadingMore: Story = { args: { nextCursor: 'c-2', loadingMore: true } };
export const LoadMoreFailed: Story = {
  args: {
    nextCursor: 'c-2',
    loadMoreError: 'More reports could not be loaded. Please try again.',
  },
};
