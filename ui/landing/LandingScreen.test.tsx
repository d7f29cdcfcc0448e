import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LandingScreen } from './LandingScreen';

it('shows the hero, the three features and the disclaimer', () => {
  render(<LandingScreen onSignIn={() => {}} />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Peer-Powered Recovery Support Network' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Peer Support Network' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Local Resources' })).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { name: 'Recovery Tools & Crisis Support' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/does not replace professional care/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
});

it('Continue with Google starts sign-in', async () => {
  const user = userEvent.setup();
  const onSignIn = vi.fn();
  render(<LandingScreen onSignIn={onSignIn} />);
  await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
  expect(onSignIn).toHaveBeenCalledTimes(1);
});

it('is a form that starts sign-in on the server without the app; with the app, the app signs in instead', async () => {
  const user = userEvent.setup();
  const onSignIn = vi.fn();
  render(<LandingScreen onSignIn={onSignIn} />);
  const button = screen.getByRole('button', { name: 'Continue with Google' });
  const form = button.closest('form')!;
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/api/connect/google');
  expect(button).toHaveAttribute('type', 'submit');
  const submitted = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submitted);
  await user.click(button);
  expect(onSignIn).toHaveBeenCalledTimes(1);
  expect(submitted).not.toHaveBeenCalled();
});

it('while redirecting the button is disabled and says so', () => {
  render(<LandingScreen onSignIn={() => {}} signingIn />);
  expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
});
