import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { buildCenters } from './fixtures';
import { HelpScreen, type HelpScreenProps } from './HelpScreen';

const setup = (over: Partial<HelpScreenProps> = {}) => {
  const props: HelpScreenProps = {
    centers: buildCenters(),
    centersStatus: 'ready',
    onRetryCenters: vi.fn(),
    origin: null,
    location: { status: 'idle', message: null },
    onEnableLocation: vi.fn(),
    ads: { top: null, bottom: null },
    onAdImpression: vi.fn(),
    onAdClick: vi.fn(),
    onCall: vi.fn(),
    onWebsite: vi.fn(),
    partnershipsEmail: 'partners@example.org',
    onRequestSupport: vi.fn(),
    onContactUs: vi.fn(),
    onAskAboutListing: vi.fn(),
    ...over,
  };
  render(<HelpScreen {...props} />);
  return props;
};

it('puts the four crisis lines first, as one-tap links', () => {
  setup({ centersStatus: 'loading', centers: [] });
  const crisis = screen.getByRole('region', { name: 'Crisis support, any time' });
  const links = within(crisis).getAllByRole('link');
  expect(links.map((l) => l.getAttribute('href'))).toEqual([
    'tel:988',
    'sms:741741?&body=HOME',
    'tel:18006624357',
    'tel:911',
  ]);
  expect(crisis.compareDocumentPosition(screen.getByRole('status'))).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
});

it("lists the centers in the order given under 'Paid Placements', and the six invitations and prices", () => {
  setup();
  expect(screen.getByText('Paid Placements')).toBeInTheDocument();
  expect(
    screen
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h3')?.textContent),
  ).toEqual([
    'Bayside Recovery Residences',
    'Golden Hills Treatment Center',
    'Peninsula New Start',
  ]);
  for (let n = 1; n <= 6; n++)
    expect(
      screen.getByRole('heading', { name: `Featured Treatment Center #${n}` }),
    ).toBeInTheDocument();
  const invite = screen.getAllByRole('link', { name: 'List your facility here' })[0]!;
  expect(invite.getAttribute('href')).toMatch(/^mailto:partners@example\.org\?subject=/);
  for (const price of ['$799/month', '$1,499/month', '$2,999/month'])
    expect(screen.getByText(price)).toBeInTheDocument();
});

it("'Enable Location for Distance Info' asks; a failure shows the documented text", async () => {
  const { onEnableLocation } = setup({
    location: {
      status: 'failed',
      message: 'Location access was denied. Distance calculations will not be available.',
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Enable Location for Distance Info' }));
  expect(onEnableLocation).toHaveBeenCalled();
  expect(
    screen.getByText('Location access was denied. Distance calculations will not be available.'),
  ).toBeInTheDocument();
});

it("'Enable Location for Distance Info' keeps the focus while locating, and a second press asks nothing", async () => {
  const props = setup();
  cleanup(); // setup's render cannot be rendered again; this one can
  const user = userEvent.setup();
  const { rerender } = render(<HelpScreen {...props} />);
  const button = screen.getByRole('button', { name: 'Enable Location for Distance Info' });
  await user.click(button);
  rerender(<HelpScreen {...props} location={{ status: 'locating', message: null }} />);
  expect(button).toHaveFocus();
  expect(button).toBeWaiting();
  await user.keyboard('{Enter}');
  await user.click(button);
  expect(props.onEnableLocation).toHaveBeenCalledTimes(1);
});

it("'Request Peer Support' under 'Need Someone to Talk To?'", async () => {
  const { onRequestSupport } = setup();
  const block = screen.getByRole('region', { name: 'Need Someone to Talk To?' });
  await userEvent.click(within(block).getByRole('button', { name: 'Request Peer Support' }));
  expect(onRequestSupport).toHaveBeenCalled();
});

it('a failed load of the centers offers Try again, with the crisis lines still there', async () => {
  const { onRetryCenters } = setup({ centersStatus: 'error', centers: [] });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetryCenters).toHaveBeenCalled();
  expect(screen.getByRole('link', { name: /988/ })).toBeInTheDocument();
});

it("'Contact us' after the listing offer; each plan has 'Ask about this listing'", async () => {
  const { onContactUs, onAskAboutListing } = setup();
  const block = screen.getByRole('region', { name: 'Questions for our team?' });
  const listing = screen.getByRole('region', { name: 'List your treatment center' });
  expect(listing.compareDocumentPosition(block)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  await userEvent.click(within(block).getByRole('button', { name: 'Contact us' }));
  expect(onContactUs).toHaveBeenCalledTimes(1);
  await userEvent.click(
    within(listing).getByRole('button', { name: 'Ask about this listing: Featured Listing' }),
  );
  expect(onAskAboutListing).toHaveBeenCalledWith('Featured Listing');
});
