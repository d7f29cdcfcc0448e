import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { LISTING_PLANS } from '../../contract/help';
import { ListingOffer } from './ListingOffer';

const setup = () => {
  const onAskAboutPlan = vi.fn();
  render(<ListingOffer partnershipsEmail="partners@example.org" onAskAboutPlan={onAskAboutPlan} />);
  return onAskAboutPlan;
};

it("keeps each open slot's e-mail invitation as it was", () => {
  setup();
  const slots = screen.getByRole('list', { name: 'Open listing slots' });
  expect(
    within(slots)
      .getAllByRole('link', { name: 'List your facility here' })
      .map((a) => a.getAttribute('href')),
  ).toEqual(
    [1, 2, 3, 4, 5, 6].map(
      (n) =>
        `mailto:partners@example.org?subject=${encodeURIComponent(`Listing: Featured Treatment Center #${n}`)}`,
    ),
  );
  expect(screen.getByRole('link', { name: 'partners@example.org' })).toHaveAttribute(
    'href',
    'mailto:partners@example.org',
  );
});

it("'Ask about this listing' on each plan names the plan, to screen readers and to the callback", async () => {
  const onAskAboutPlan = setup();
  const buttons = screen.getAllByRole('button', { name: /^Ask about this listing/ });
  expect(buttons.map((b) => b.textContent)).toEqual(
    LISTING_PLANS.map((p) => `Ask about this listing: ${p.name}`),
  );
  for (const plan of LISTING_PLANS) {
    await userEvent.click(
      screen.getByRole('button', { name: `Ask about this listing: ${plan.name}` }),
    );
    expect(onAskAboutPlan).toHaveBeenLastCalledWith(plan.name);
  }
  expect(onAskAboutPlan).toHaveBeenCalledTimes(3);
});
