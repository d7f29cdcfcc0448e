import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, it, vi, type Mock } from 'vitest';
import { AuditEntryCard } from './AuditEntryCard';
import { ContactMessageCard } from './ContactMessageCard';
import { DecisionButtons } from './DecisionButtons';
import { FIXTURE_NOW, buildAuditEntry, buildContactMessage, buildPostCase } from './fixtures';
import { PlaceCard, type PlaceCardProps } from './PlaceCard';
import { ReportCaseCard } from './ReportCaseCard';

/**
 * A moderator presses an action; while it runs (`draw(true)`) the pressed button says so, keeps the
 * keyboard's focus, and a second press, by key or pointer, does nothing. Returns the button and
 * `rerender`, for what follows.
 */
async function pressAndWait(
  draw: (busy: boolean) => ReactElement,
  press: string,
  waiting: string,
  action: Mock,
) {
  const user = userEvent.setup();
  const { rerender } = render(draw(false));
  await user.click(screen.getByRole('button', { name: press }));
  expect(action).toHaveBeenCalledTimes(1);
  rerender(draw(true));
  const button = screen.getByRole('button', { name: waiting });
  expect(button).toHaveFocus();
  expect(button).toBeWaiting();
  await user.keyboard('{Enter}');
  await user.click(button);
  expect(action).toHaveBeenCalledTimes(1);
  return { rerender, button };
}

it("'Approve' keeps the focus while the decision runs, and 'Reject' waits too", async () => {
  const onApprove = vi.fn();
  const onReject = vi.fn();
  const draw = (busy: boolean) => (
    <DecisionButtons
      busy={busy}
      running={busy ? 'approve' : null}
      onApprove={onApprove}
      onReject={onReject}
    />
  );
  await pressAndWait(draw, 'Approve', 'Approving...', onApprove);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Reject' }));
  expect(onReject).not.toHaveBeenCalled();
});

it("a report case's 'Hide' keeps the focus while it hides", async () => {
  const onHide = vi.fn();
  const draw = (busy: boolean) => (
    <ReportCaseCard
      reportCase={buildPostCase()}
      busy={busy}
      running={busy ? 'hide' : null}
      onDismiss={vi.fn()}
      onHide={onHide}
      onSuspend={vi.fn()}
      now={FIXTURE_NOW}
    />
  );
  await pressAndWait(draw, 'Hide', 'Hiding...', onHide);
});

it("a place's 'Remove from map' keeps the focus while it runs, and after, as 'Put back on map'", async () => {
  const onRemove = vi.fn();
  const props: PlaceCardProps = {
    name: 'Harbor Light Recovery',
    statusLabel: 'On the map',
    tone: 'on',
    details: ['Rehabilitation Center'],
    removal: 'remove',
    onEdit: vi.fn(),
    onRemove,
    onRestore: vi.fn(),
  };
  const draw = (busy: boolean) => (
    <PlaceCard {...props} busy={busy} running={busy ? 'remove' : null} />
  );
  const { rerender, button } = await pressAndWait(draw, 'Remove from map', 'Removing...', onRemove);
  rerender(<PlaceCard {...props} statusLabel="Removed from map" tone="off" removal="restore" />);
  const restore = screen.getByRole('button', { name: 'Put back on map' });
  expect(restore).toBe(button);
  expect(restore).toHaveFocus();
});

it("a contact message's 'Mark as read' keeps the focus while it marks", async () => {
  const onMarkRead = vi.fn();
  const draw = (busy: boolean) => (
    <ContactMessageCard
      message={buildContactMessage()}
      busy={busy}
      onMarkRead={onMarkRead}
      now={FIXTURE_NOW}
    />
  );
  await pressAndWait(draw, 'Mark as read', 'Marking...', onMarkRead);
});

it("an audit entry's 'Undo' keeps the focus while it undoes", async () => {
  const onUndo = vi.fn();
  const draw = (busy: boolean) => (
    <AuditEntryCard entry={buildAuditEntry()} busy={busy} onUndo={onUndo} />
  );
  await pressAndWait(draw, 'Undo', 'Undoing...', onUndo);
});
