import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { MarkerButton } from './MarkerButton';

const setup = () => {
  const onOpen = vi.fn();
  render(
    <MarkerButton kind="peer" colour="green" label="Maria G., Offering Support" onOpen={onOpen} />,
  );
  return { onOpen, marker: screen.getByRole('button', { name: 'Maria G., Offering Support' }) };
};

it('opens on a tap that moved no more than 15 px', () => {
  const { onOpen, marker } = setup();
  fireEvent.pointerDown(marker, { clientX: 100, clientY: 100 });
  fireEvent.click(marker, { clientX: 109, clientY: 112, detail: 1 });
  expect(onOpen).toHaveBeenCalledTimes(1);
});

it('opens nothing after a drag of more than 15 px (the map was panned)', () => {
  const { onOpen, marker } = setup();
  fireEvent.pointerDown(marker, { clientX: 100, clientY: 100 });
  fireEvent.click(marker, { clientX: 116, clientY: 100, detail: 1 });
  expect(onOpen).not.toHaveBeenCalled();
});

it('says it opens a dialog, and whether it is open (not pressed)', () => {
  const { rerender } = render(
    <MarkerButton kind="peer" colour="green" label="Maria G." onOpen={() => {}} />,
  );
  const marker = screen.getByRole('button', { name: 'Maria G.' });
  expect(marker).toHaveAttribute('aria-haspopup', 'dialog');
  expect(marker).toHaveAttribute('aria-expanded', 'false');
  expect(marker).not.toHaveAttribute('aria-pressed');
  rerender(<MarkerButton kind="peer" colour="green" label="Maria G." onOpen={() => {}} selected />);
  expect(marker).toHaveAttribute('aria-expanded', 'true');
});

it('is reached with Tab and opened with Enter', async () => {
  const { onOpen, marker } = setup();
  await userEvent.tab();
  expect(marker).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onOpen).toHaveBeenCalledTimes(1);
});
