import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { DELETED_ACCOUNT_NAME } from '../../contract/account';
import {
  FIXTURE_NOW,
  buildDeletedPersonCase,
  buildDeletedSenderCase,
  buildPersonCase,
} from './fixtures';
import { ReportCaseCard, type ReportCaseCardProps } from './ReportCaseCard';

const setup = (over: Partial<ReportCaseCardProps>) => {
  const props: ReportCaseCardProps = {
    reportCase: buildPersonCase(),
    onDismiss: vi.fn(),
    onHide: vi.fn(),
    onSuspend: vi.fn(),
    now: FIXTURE_NOW,
    ...over,
  };
  render(<ReportCaseCard {...props} />);
  return props;
};

it('a message from a deleted account shows the reported words, names the sender so, and can be hidden', async () => {
  const user = userEvent.setup();
  const props = setup({ reportCase: buildDeletedSenderCase() });
  const card = screen.getByRole('article', { name: `Message from ${DELETED_ACCOUNT_NAME}` });
  const shown = within(card)
    .getAllByRole('listitem')
    .filter((li) => li.closest('ol'));
  const reported = shown.find((li) => within(li).queryByText('Reported message'))!;
  expect(reported).toHaveTextContent(DELETED_ACCOUNT_NAME);
  expect(reported).toHaveTextContent(/Send me your address/);
  expect(within(card).queryByRole('button', { name: 'Suspend person' })).not.toBeInTheDocument();
  expect(card).toHaveTextContent('This account was deleted: there is no one to suspend.');
  await user.click(within(card).getByRole('button', { name: 'Hide' }));
  expect(props.onHide).toHaveBeenCalledOnce();
});

it('a reported person who deleted their account can be dismissed, not suspended', async () => {
  const user = userEvent.setup();
  const props = setup({ reportCase: buildDeletedPersonCase() });
  const card = screen.getByRole('article', { name: `Person: ${DELETED_ACCOUNT_NAME}` });
  expect(within(card).getByText('No bio.')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Suspend person' })).not.toBeInTheDocument();
  expect(card).toHaveTextContent('there is no one to suspend');
  await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
  expect(props.onDismiss).toHaveBeenCalledOnce();
});

it('a person who only chose the name is still someone to suspend', () => {
  setup({ reportCase: buildPersonCase({ subject_name: DELETED_ACCOUNT_NAME }) });
  expect(screen.getByRole('button', { name: 'Suspend person' })).toBeEnabled();
  expect(screen.queryByText(/there is no one to suspend/)).not.toBeInTheDocument();
});
