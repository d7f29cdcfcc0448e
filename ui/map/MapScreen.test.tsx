import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { MAP_TEXTS, TAP_HOLD_MS } from '../../contract/map';
import { FIXTURE_CENTER, buildPeer, mapScreenFixture } from './fixtures';
import { MapScreen, type MapScreenProps } from './MapScreen';

const setup = (over: Partial<MapScreenProps> = {}) => {
  const props: MapScreenProps = {
    ...mapScreenFixture(),
    onRetry: vi.fn(),
    onLayersChange: vi.fn(),
    onLocate: vi.fn(),
    onShareLocation: vi.fn(),
    onForgetLocation: vi.fn(),
    onViewChange: vi.fn(),
    onSendMessage: vi.fn(),
    onSuggestOpen: vi.fn(),
    onSuggestClose: vi.fn(),
    onSuggestResource: vi.fn(),
    ...over,
  };
  render(<MapScreen {...props} />);
  return props;
};
const places = () => screen.getByRole('complementary', { name: 'Places near you' });

it("asks a visitor to sign in, and says 'Loading map...' while loading", () => {
  const { unmount } = render(<MapScreen {...setupProps('signedOut')} />);
  expect(screen.getByText(MAP_TEXTS.signIn)).toBeInTheDocument();
  unmount();
  render(<MapScreen {...setupProps('loading')} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading map...');
});

function setupProps(status: MapScreenProps['status']): MapScreenProps {
  return { ...(mapScreenFixture() as MapScreenProps), status };
}

it('shows the legend, the attribution and why the map shows the general area', () => {
  setup({ locationNotice: MAP_TEXTS.locationFailed });
  expect(screen.getByText(MAP_TEXTS.locationFailed)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeInTheDocument();
  for (const label of [
    'Seeking Support',
    'Offering Support',
    'Both',
    'Treatment Centers',
    'Support Meetings',
  ])
    expect(screen.getAllByText(label).length).toBeGreaterThan(0);
});

it("marks 'You are here'; a marker opens its popup, and closing it gives focus back", async () => {
  setup();
  expect(screen.getByRole('img', { name: MAP_TEXTS.youAreHere })).toBeInTheDocument();
  const marker = screen.getByRole('button', { name: 'Maria G., Offering Support' });
  await userEvent.click(marker);
  const popup = screen.getByRole('dialog', { name: 'Maria G.' });
  await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog', { name: 'Maria G.' })).not.toBeInTheDocument();
  await waitFor(() => expect(marker).toHaveFocus());
});

it('a press held on the map opens the resource suggestion at a position', () => {
  vi.useFakeTimers();
  try {
    const { onSuggestOpen } = setup();
    const map = screen.getByRole('region', { name: 'Map' });
    fireEvent.pointerDown(map, { clientX: 100, clientY: 100 });
    vi.advanceTimersByTime(TAP_HOLD_MS);
    // jsdom lays nothing out, so which position the pixel is cannot be checked here (useHold's
    // test checks the pixel); that the map's position reaches the suggestion can.
    expect(onSuggestOpen).toHaveBeenCalledTimes(1);
    expect(onSuggestOpen).toHaveBeenCalledWith({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
  } finally {
    vi.useRealTimers();
  }
});

it('hidden layers leave the map and the list', () => {
  setup({ layers: { peers: false, resources: true, meetings: false } });
  expect(screen.queryByRole('button', { name: /Maria G\./ })).not.toBeInTheDocument();
  expect(
    within(places()).getByRole('button', { name: /Mission Detox Services/ }),
  ).toBeInTheDocument();
});

it("a peer's popup asks 'Enter your message:'; blank or cancelled sends nothing", async () => {
  const { onSendMessage } = setup();
  await userEvent.click(within(places()).getByRole('button', { name: /^Maria G\./ }));
  const popup = screen.getByRole('dialog', { name: 'Maria G.' });
  await userEvent.click(within(popup).getByRole('button', { name: 'Send Message' }));
  const prompt = screen.getByRole('dialog', { name: 'Message Maria G.' });
  const field = within(prompt).getByLabelText(MAP_TEXTS.messagePrompt);
  await userEvent.type(field, '   ');
  expect(within(prompt).getByRole('button', { name: 'Send' })).toBeDisabled();
  await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
  expect(onSendMessage).not.toHaveBeenCalled();
});

it('a message written at the prompt is sent, trimmed', async () => {
  const { onSendMessage } = setup();
  await userEvent.click(within(places()).getByRole('button', { name: /^Maria G\./ }));
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  await userEvent.type(screen.getByLabelText(MAP_TEXTS.messagePrompt), ' Coffee on Saturday? ');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSendMessage).toHaveBeenCalledWith(buildPeer(), 'Coffee on Saturday?');
});

it('shares and forgets the viewer area from the side panel', async () => {
  const { onShareLocation } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
  expect(onShareLocation).toHaveBeenCalled();
});

it('suggests a resource at the map centre, and sends what was filled in', async () => {
  const { onSuggestOpen } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Suggest a resource here' }));
  expect(onSuggestOpen).toHaveBeenCalledWith(FIXTURE_CENTER);
});

it('the suggestion dialog sends name, type, address and the position', async () => {
  const { onSuggestResource } = setup({ suggestAt: FIXTURE_CENTER });
  const dialog = screen.getByRole('dialog', { name: 'Suggest a resource' });
  expect(within(dialog).getByRole('button', { name: 'Suggest' })).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Harbor Light Drop-in');
  await userEvent.type(within(dialog).getByLabelText(/^Address/), '1 Pier Way, San Francisco');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suggest' }));
  expect(onSuggestResource).toHaveBeenCalledWith(
    expect.objectContaining({
      name: 'Harbor Light Drop-in',
      resource_type: 'peer_center',
      address: '1 Pier Way, San Francisco',
      ...FIXTURE_CENTER,
    }),
  );
});

it('a load error offers Try again', async () => {
  const { onRetry } = setup({ dataError: 'Some of the map could not be loaded.' });
  expect(screen.getByRole('alert')).toHaveTextContent('Some of the map could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalled();
});
