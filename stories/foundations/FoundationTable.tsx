import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A Foundations page: its heading, a line on what it is for, and its table. */
export function FoundationPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="article" sx={{ p: 3, maxWidth: 1000 }}>
      <Typography variant="h2" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{intro}</Typography>
      {children}
    </Box>
  );
}

/** A table of the theme's values: a caption names it, the first row names the columns. */
export function FoundationTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <Table size="small" sx={{ mb: 4, '& caption': { captionSide: 'top', px: 0 } }}>
      <caption>
        <Typography component="span" variant="h3">
          {caption}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c} component="th" scope="col">
              {c}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, i) => (
              <TableCell key={i}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
