import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ImportReport } from '../../contract/admin';

export interface ImportReportViewProps {
  /** What an import did: imported, updated, and each skipped line with its reason. */
  report: ImportReport;
}

const KIND: Readonly<Record<ImportReport['kind'], string>> = {
  'meeting-guide': 'Meeting Guide import',
  'treatment-csv': 'Treatment centers import',
};

/** The outcome of an import, as `npm run import` prints it. */
export function ImportReportView({ report }: ImportReportViewProps) {
  const skippedId = useId();
  const { imported, updated, skipped } = report;
  return (
    <Alert severity={skipped.length > 0 ? 'warning' : 'success'} sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700 }}>{KIND[report.kind]} finished</Typography>
      <Typography variant="body2">
        Imported {imported}, updated {updated}, skipped {skipped.length}.
      </Typography>
      {skipped.length > 0 && (
        <>
          <Typography id={skippedId} variant="body2" sx={{ fontWeight: 700, mt: 1 }}>
            Skipped lines
          </Typography>
          {/* A long list scrolls in its own box; focusable so a keyboard can scroll it. */}
          <Box
            component="ul"
            aria-labelledby={skippedId}
            tabIndex={0}
            sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto', overflowWrap: 'anywhere' }}
          >
            {skipped.map((s) => (
              <Typography component="li" variant="body2" key={`${s.line}-${s.reason}`}>
                Line {s.line}: {s.reason}
              </Typography>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}
