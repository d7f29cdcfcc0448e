import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WaitingButton } from '../common/WaitingButton';
import { AccountSection } from './AccountSection';

export interface DataExportCardProps {
  /** The file is being prepared and downloaded. @default false */
  exporting?: boolean;
  /** Why the last try failed (the server's words, e.g. the daily limit). @default null */
  error?: string | null;
  /** The last try downloaded the file. @default false */
  exported?: boolean;
  /** Called by 'Download my data'. */
  onExport: () => void;
}

/**
 * 'Download my data': everything the server keeps about the person, as one file. Accessibility: a
 * failure is an alert; 'Your file was downloaded.' is a status line already in the page, so it is
 * announced. While the file is prepared the button waits, dimmed, rather than being disabled, so
 * it keeps the focus the press gave it.
 */
export function DataExportCard({
  exporting = false,
  error = null,
  exported = false,
  onExport,
}: DataExportCardProps) {
  return (
    <AccountSection title="Download my data">
      <Typography>
        A file with everything we keep about you: your account, profile, area, posts, comments,
        reactions, reports you made, blocks, conversations, calls, support requests and sessions.
        Your toolkit is not in it: it stays on this device (see below).
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <WaitingButton
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={onExport}
          waiting={exporting}
        >
          {exporting ? 'Preparing your file…' : 'Download my data'}
        </WaitingButton>
        {/* Present before it speaks, so screen readers announce the change. */}
        <Typography role="status" variant="body2" color="success.dark">
          {exported && !exporting ? 'Your file was downloaded.' : ''}
        </Typography>
      </Box>
    </AccountSection>
  );
}
