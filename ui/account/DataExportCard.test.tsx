import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { DataExportCard } from './DataExportCard';

it('says what the file holds and that the toolkit is not in it; the button asks for it', async () => {
  const user = userEvent.setup();
  const onExport = vi.fn();
  render(<DataExportCard onExport={onExport} />);
  const card = screen.getByRole('region', { name: 'Download my data' });
  expect(card).toHaveTextContent(
    'A file with everything we keep about you: your account, profile, area, posts, comments, reactions, reports you made, blocks, conversations, calls, support requests and sessions. Your toolkit is not in it: it stays on this device (see below).',
  );
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(onExport).toHaveBeenCalledOnce();
  expect(screen.getByRole('status')).toHaveTextContent('');
});

it("while working: 'Preparing your file…', waiting with the focus the press gave it", async () => {
  const user = userEvent.setup();
  const onExport = vi.fn();
  const { rerender } = render(<DataExportCard onExport={onExport} />);
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  rerender(<DataExportCard onExport={onExport} exporting />);
  const button = screen.getByRole('button', { name: 'Preparing your file…' });
  expect(button).toHaveFocus();
  expect(button).toBeWaiting();
  await user.click(button);
  expect(onExport).toHaveBeenCalledOnce();
  expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
});

it("shows the server's refusal as an alert, and a download as a status", () => {
  const { rerender } = render(
    <DataExportCard onExport={vi.fn()} error="You have downloaded your data 3 times today." />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'You have downloaded your data 3 times today.',
  );
  rerender(<DataExportCard onExport={vi.fn()} exported />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Your file was downloaded.');
});
