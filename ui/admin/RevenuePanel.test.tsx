import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { buildEmptyRevenue, buildRevenueSummary } from './fixtures';
import { RevenuePanel } from './RevenuePanel';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

it('shows the window, the total in dollars and a chart summarised for screen readers', () => {
  render(
    <RevenuePanel
      status="ready"
      summary={buildRevenueSummary()}
      onRetry={vi.fn()}
      onDownloadCsv={vi.fn()}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Revenue, last 30 days' })).toBeInTheDocument();
  expect(screen.getByText('Oct 24 – Nov 22 (UTC)')).toBeInTheDocument();
  expect(screen.getByText('Total').parentElement).toHaveTextContent('Total$444.85');
  const chart = screen.getByRole('img');
  expect(chart).toHaveAccessibleName(
    'Revenue by day from Oct 24 to Nov 22: the best day was Nov 19 with $41.05.',
  );
  // Bars scale to the best day: it fills the drawing's height, a day without events draws none.
  const bars = chart.querySelectorAll('rect');
  expect(bars).toHaveLength(30);
  expect(bars[26]).toHaveAttribute('height', '100');
  expect(bars[1]).toHaveAttribute('height', '0');
});

it('gives the figures as tables: by type, by advertiser, by day', () => {
  render(
    <RevenuePanel
      status="ready"
      summary={buildRevenueSummary()}
      onRetry={vi.fn()}
      onDownloadCsv={vi.fn()}
    />,
  );
  expect(rowsOf(screen.getByRole('table', { name: 'Revenue by type' })).slice(0, 3)).toEqual([
    ['Type', 'Events', 'Amount'],
    ['Sponsored calls', '61', '$305.00'],
    ['Sponsored clicks', '48', '$96.00'],
  ]);
  expect(rowsOf(screen.getByRole('table', { name: 'Revenue by advertiser' }))[1]).toEqual([
    'Bayside Recovery Residences',
    '80',
    '$283.00',
  ]);
  const byDay = rowsOf(screen.getByRole('table', { name: 'Revenue by day' }));
  expect(byDay).toHaveLength(31);
  expect(byDay[1]).toEqual(['Oct 24', '16', '$4.12']);
  expect(byDay[30]).toEqual(['Nov 22', '61', '$15.35']);
});

it("'Download CSV' calls back", async () => {
  const user = userEvent.setup();
  const onDownloadCsv = vi.fn();
  render(
    <RevenuePanel
      status="ready"
      summary={buildRevenueSummary()}
      onRetry={vi.fn()}
      onDownloadCsv={onDownloadCsv}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(onDownloadCsv).toHaveBeenCalledOnce();
});

it('a window without revenue says so, with no chart', () => {
  render(
    <RevenuePanel
      status="ready"
      summary={buildEmptyRevenue()}
      onRetry={vi.fn()}
      onDownloadCsv={vi.fn()}
    />,
  );
  expect(screen.getByText('Total').parentElement).toHaveTextContent('Total$0.00');
  expect(screen.getByText('No revenue was booked on these days.')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Revenue by type' })).toHaveTextContent('No events.');
});

it('loading, then failed with Retry', async () => {
  const user = userEvent.setup();
  const onRetry = vi.fn();
  const { rerender } = render(
    <RevenuePanel status="loading" summary={null} onRetry={onRetry} onDownloadCsv={vi.fn()} />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading revenue…');
  rerender(
    <RevenuePanel status="error" summary={null} onRetry={onRetry} onDownloadCsv={vi.fn()} />,
  );
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledOnce();
});
