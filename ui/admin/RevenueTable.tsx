import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RevenueTotal } from '../../contract/admin';
import { dollars } from './format';

export interface RevenueTableProps {
  /** What the table shows ('Revenue by type'); its caption. */
  caption: string;
  /** The first column's heading ('Type', 'Advertiser', 'Day'). */
  keyHeading: string;
  /** One row each, in order. */
  rows: readonly RevenueTotal[];
  /** How a row's first cell reads. @default (row) => row.label */
  labelOf?: (row: RevenueTotal) => string;
}

/** Revenue figures as a real table: what, how many events, how much. */
export function RevenueTable({
  caption,
  keyHeading,
  rows,
  labelOf = (row) => row.label,
}: RevenueTableProps) {
  return (
    // A table too wide for a phone scrolls inside its own box, never the page.
    <Box sx={{ overflowX: 'auto', minWidth: 0 }}>
      <Table
        size="small"
        sx={{
          '& caption': {
            captionSide: 'top',
            textAlign: 'left',
            fontWeight: 700,
            color: 'text.primary',
            px: 0,
            pt: 0,
          },
        }}
      >
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{keyHeading}</TableCell>
            <TableCell scope="col" align="right">
              Events
            </TableCell>
            <TableCell scope="col" align="right">
              Amount
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>No events.</TableCell>
            </TableRow>
          )}
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {labelOf(r)}
              </TableCell>
              <TableCell align="right">{r.events.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{dollars(r.amount_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
