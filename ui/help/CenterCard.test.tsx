import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CenterCard } from './CenterCard';
import { buildCenter } from './fixtures';

const setup = (
  over: Parameters<typeof CenterCard>[0] extends infer P ? Partial<P> : never = {},
) => {
  const onCall = vi.fn();
  const onWebsite = vi.fn();
  render(
    <CenterCard
      center={buildCenter()}
      origin={null}
      onCall={onCall}
      onWebsite={onWebsite}
      {...over}
    />,
  );
  return {
    onCall,
    onWebsite,
    card: screen.getByRole('article', { name: 'Bayside Recovery Residences' }),
  };
};

it("shows the badge, the first 3 services and '+N more', the description clamped to 2 lines", () => {
  const { card } = setup();
  expect(within(card).getByText('Featured')).toBeInTheDocument();
  const services = within(card).getByRole('list', { name: 'Services' });
  expect(
    within(services)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Medical detox', 'Residential', 'Family program', '+2 more']);
  const description = within(card).getByText(/^Residential treatment/);
  expect(description).toHaveStyle({ WebkitLineClamp: '2' });
});

it('Premium for 2, nothing for 1', () => {
  setup({ center: buildCenter({ priority_level: 2 }) });
  expect(screen.getByText('Premium')).toBeInTheDocument();
  setup({ center: buildCenter({ id: 'x', name: 'Plain', priority_level: 1 }) });
  const plain = screen.getByRole('article', { name: 'Plain' });
  expect(within(plain).queryByText(/Featured|Premium/)).not.toBeInTheDocument();
});

it('shows the distance in miles only when the location is known', () => {
  const { card } = setup();
  expect(within(card).queryByText(/miles away/)).not.toBeInTheDocument();
  setup({
    center: buildCenter({ id: 'y', name: 'Near' }),
    origin: { latitude: 37.7749, longitude: -122.4194 },
  });
  // Distance estimate (docs/product.md): (0.0842 * 69, 0.0659 * 54.6) -> 6.8 miles.
  expect(
    within(screen.getByRole('article', { name: 'Near' })).getByText(/6\.8 miles away/),
  ).toBeInTheDocument();
});

it("'Call Admissions: {phone}' dials and books a call; Website opens a new tab and books a click", async () => {
  const { card, onCall, onWebsite } = setup();
  const call = within(card).getByRole('link', { name: 'Call Admissions: (415) 555-0180' });
  expect(call).toHaveAttribute('href', 'tel:4155550180');
  call.addEventListener('click', (e) => e.preventDefault());
  await userEvent.click(call);
  expect(onCall).toHaveBeenCalledWith(buildCenter());
  const site = within(card).getByRole('link', { name: /Website of Bayside/ });
  expect(site).toHaveAttribute('target', '_blank');
  expect(site).toHaveAttribute('rel', 'noopener noreferrer sponsored');
  site.addEventListener('click', (e) => e.preventDefault());
  await userEvent.click(site);
  expect(onWebsite).toHaveBeenCalled();
});

it('has no Website button without a website', () => {
  setup({ center: buildCenter({ website: '' }) });
  expect(screen.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
});
