import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { CrisisLinks } from '../common/CrisisLinks';
import { classifyError, supportMailto } from './classifyError';

export interface ErrorScreenProps {
  /** Whatever was thrown; the screen names its cause. */
  error: unknown;
  /** Where it happened, for the report. */
  path: string;
  /** The support team's address for 'Report this issue to support'. */
  supportEmail: string;
  /** 'Go to Home'. */
  onGoHome: () => void;
  /** 'Refresh Page': loads the page again. */
  onRefresh: () => void;
}

/**
 * The error screen of every route: what happened, its code, and three ways on.
 * Accessibility: the panel is an alert, and focus moves to its heading when the screen appears.
 */
export function ErrorScreen({ error, path, supportEmail, onGoHome, onRefresh }: ErrorScreenProps) {
  const d = classifyError(error);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <CrisisLinks />
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Paper sx={{ p: 4, textAlign: 'center' }} role="alert">
          <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden="true" />
          <Typography
            ref={heading}
            tabIndex={-1}
            variant="panelTitle"
            component="h1"
            sx={{ my: 1, outline: 'none' }}
          >
            {d.title}
          </Typography>
          <Typography sx={{ mb: 1 }}>{d.message}</Typography>
          <Typography color="text.secondary" sx={{ mb: 3, fontSize: '0.9rem' }}>
            Error code: {d.code}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={onGoHome}>
              Go to Home
            </Button>
            <Button variant="outlined" onClick={onRefresh}>
              Refresh Page
            </Button>
            <Button href={supportMailto(supportEmail, d, path)}>
              Report this issue to support
            </Button>
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
