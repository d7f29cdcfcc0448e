import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { buildMeetingGroup, buildPeer, buildResource } from './fixtures';
import { PlacePopup } from './PlacePopup';
import type { MapPlace } from './types';

const show = (place: MapPlace) => {
  const onMessage = vi.fn();
  const onClose = vi.fn();
  render(<PlacePopup place={place} onMessage={onMessage} onClose={onClose} />);
  return { onMessage, onClose };
};

it("a peer's popup: name, status label, bio and Send Message", async () => {
  const peer = buildPeer();
  const { onMessage } = show({ kind: 'peer', item: peer });
  expect(screen.getByRole('dialog', { name: 'Maria G.' })).toHaveFocus();
  expect(screen.getByText('Offering Support')).toBeInTheDocument();
  expect(screen.getByText(peer.bio)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(onMessage).toHaveBeenCalledWith(peer);
});

it("a peer without a name is 'Anonymous User'; one not taking messages has no Send Message", () => {
  show({
    kind: 'peer',
    item: buildPeer({ display_name: '  ', accepts_messages: false, support_status: 'both' }),
  });
  expect(screen.getByRole('heading', { name: 'Anonymous User' })).toBeInTheDocument();
  expect(screen.getByText('Seeking & Offering')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  expect(screen.getByText('Not taking messages right now.')).toBeInTheDocument();
});

it("a resource's popup: type label, address, description, a tel: Call link and Visit in a new tab", () => {
  const resource = buildResource();
  show({ kind: 'resource', item: resource });
  expect(screen.getByText('Rehabilitation Center')).toBeInTheDocument();
  expect(screen.getByText(resource.address)).toBeInTheDocument();
  expect(screen.getByText(resource.description)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:4155550142');
  const visit = screen.getByRole('link', { name: /^Visit/ });
  expect(visit).toHaveAttribute('href', resource.website);
  expect(visit).toHaveAttribute('target', '_blank');
  expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
});

it('a resource without phone or website has neither link; an unknown type reads as its words', () => {
  show({
    kind: 'resource',
    item: buildResource({ phone: '', website: '', resource_type: 'veterans_services' }),
  });
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('Veterans Services')).toBeInTheDocument();
});

it("a meeting's popup: group type in capitals, days joined 'at' the time, 'Open Meeting', Join online", () => {
  show({
    kind: 'meeting',
    item: buildMeetingGroup({ conference_url: 'https://example.org/meet/1' }),
  });
  expect(screen.getByText('ALCOHOLICS ANONYMOUS')).toBeInTheDocument();
  expect(screen.getByText('Tuesday, Thursday at 7:30 PM')).toBeInTheDocument();
  expect(screen.getByText('Open Meeting')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Join online/ })).toHaveAttribute(
    'href',
    'https://example.org/meet/1',
  );
});

it("a closed meeting has no 'Open Meeting' badge", () => {
  show({ kind: 'meeting', item: buildMeetingGroup({ is_open: false }) });
  expect(screen.queryByText('Open Meeting')).not.toBeInTheDocument();
});

it('closes with its button or Escape', async () => {
  const { onClose } = show({ kind: 'peer', item: buildPeer() });
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});
