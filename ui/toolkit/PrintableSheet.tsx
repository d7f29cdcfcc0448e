import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface PrintableSheetProps {
  /** Shows the sheet, over the whole screen, while true. */
  open: boolean;
  /** The sheet's heading, printed too; it also names the dialog. */
  title: string;
  /** What is printed under the title. */
  children: ReactNode;
  /** Called on Close or Escape. */
  onClose: () => void;
  /** Opens the browser's print dialog. @default window.print */
  onPrint?: () => void;
}

const SHEET_CLASS = 'printable-sheet';

/**
 * A full-screen page made for paper: on print only the sheet shows (the app and the dialog's
 * buttons are hidden), in black on white. Everything is local, so it prints offline too.
 * Accessibility: the dialog is named by its title and keeps focus inside it until Close or Escape.
 */
export function PrintableSheet({ open, title, children, onClose, onPrint }: PrintableSheetProps) {
  const titleId = useId();
  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      className={SHEET_CLASS}
    >
      {open && (
        <GlobalStyles
          styles={{
            '@media print': {
              [`body > *:not(.${SHEET_CLASS})`]: { display: 'none !important' },
              [`.${SHEET_CLASS} .no-print`]: { display: 'none !important' },
              [`.${SHEET_CLASS}, .${SHEET_CLASS} *`]: {
                color: '#000 !important',
                background: 'transparent !important',
                boxShadow: 'none !important',
              },
              [`.${SHEET_CLASS} .MuiDialog-container, .${SHEET_CLASS} .MuiPaper-root`]: {
                position: 'static !important',
                overflow: 'visible !important',
                height: 'auto !important',
              },
            },
          }}
        />
      )}
      <Box
        className="no-print"
        sx={{
          display: 'flex',
          gap: 1,
          justifyContent: 'flex-end',
          p: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={onPrint ?? (() => window.print())}
        >
          Print
        </Button>
        <Button variant="outlined" onClick={onClose}>
          Close
        </Button>
      </Box>
      <Box component="article" sx={{ maxWidth: 760, mx: 'auto', p: { xs: 2, md: 4 } }}>
        <Typography id={titleId} variant="h4" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Dialog>
  );
}
