import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DeletedAccountNotice } from './DeletedAccountNotice';

it('says the account was deleted, the messages stay readable and new ones reach no one', () => {
  render(<DeletedAccountNotice />);
  expect(
    screen.getByText(
      'This account was deleted. You can still read your messages here, but no one will receive new ones.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
