import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import type { ImportReport } from '../../contract/admin';
import { WaitingButton } from '../common/WaitingButton';
import { failureText } from './failure';
import { ImportReportView } from './ImportReportView';

export type ImportKind = ImportReport['kind'];

export interface ImportFormProps {
  /**
   * Imports the chosen file as `kind` (a Meeting Guide file with the fellowship its meetings
   * belong to, `groupType`); resolves with what the import did, or rejects with the text to show.
   */
  onImport: (kind: ImportKind, file: File, groupType?: string) => Promise<ImportReport>;
}

const KINDS: readonly { kind: ImportKind; label: string; accept: string }[] = [
  { kind: 'meeting-guide', label: 'Meeting Guide JSON', accept: '.json,application/json' },
  { kind: 'treatment-csv', label: 'Treatment centers CSV', accept: '.csv,text/csv' },
];

type Outcome =
  | { status: 'idle' }
  | { status: 'importing' }
  | { status: 'done'; report: ImportReport }
  | { status: 'failed'; message: string };

/**
 * 'Import places': a Meeting Guide feed or a treatment-center CSV, and what the import did.
 * Accessibility: 'Import' waits while the file is imported (ui/common/WaitingButton.tsx), keeping
 * the keyboard's focus.
 */
export function ImportForm({ onImport }: ImportFormProps) {
  const kindId = useId();
  const fileId = useId();
  const [kind, setKind] = useState<ImportKind>('meeting-guide');
  const [file, setFile] = useState<File | null>(null);
  // A Meeting Guide file does not say whose meetings it lists.
  const [fellowship, setFellowship] = useState('');
  const needsFellowship = kind === 'meeting-guide';
  const ready = !!file && (!needsFellowship || fellowship.trim() !== '');
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const importing = outcome.status === 'importing';

  const submit = () => {
    if (!file || !ready || importing) return;
    setOutcome({ status: 'importing' });
    onImport(kind, file, needsFellowship ? fellowship.trim() : undefined).then(
      (report) => setOutcome({ status: 'done', report }),
      (err: unknown) =>
        setOutcome({
          status: 'failed',
          message: failureText(err, 'The import did not run. Please try again.'),
        }),
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <FormControl disabled={importing}>
        <FormLabel id={kindId}>Kind of file</FormLabel>
        <RadioGroup
          row
          aria-labelledby={kindId}
          value={kind}
          onChange={(e) => setKind(e.target.value as ImportKind)}
        >
          {KINDS.map((k) => (
            <FormControlLabel key={k.kind} value={k.kind} control={<Radio />} label={k.label} />
          ))}
        </RadioGroup>
      </FormControl>
      {needsFellowship && (
        <TextField
          label="Fellowship"
          value={fellowship}
          onChange={(e) => setFellowship(e.target.value)}
          disabled={importing}
          required
          helperText="Whose meetings the file lists, e.g. Alcoholics Anonymous."
          sx={{ maxWidth: 420 }}
        />
      )}
      {/* One column no wider than the form: an auto column grows to the file input's own width
          (about 300 px) and pushed it out of a 320 px screen. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 0.5,
          justifyItems: 'start',
          minWidth: 0,
        }}
      >
        <Typography component="label" htmlFor={fileId} sx={{ fontWeight: 500 }}>
          File
        </Typography>
        <Box
          component="input"
          id={fileId}
          type="file"
          accept={KINDS.find((k) => k.kind === kind)!.accept}
          disabled={importing}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setFile(e.target.files?.[0] ?? null)}
          sx={{ maxWidth: '100%', font: 'inherit' }}
        />
      </Box>
      <Box>
        <WaitingButton type="submit" variant="contained" disabled={!ready} waiting={importing}>
          {importing ? 'Importing...' : 'Import'}
        </WaitingButton>
      </Box>
      {outcome.status === 'done' && <ImportReportView report={outcome.report} />}
      {outcome.status === 'failed' && <Alert severity="error">{outcome.message}</Alert>}
    </Box>
  );
}
