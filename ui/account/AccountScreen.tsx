import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CrisisLinks } from '../common/CrisisLinks';
import { SectionScreen } from '../section/SectionScreen';
import { DataExportCard, type DataExportCardProps } from './DataExportCard';
import { DeleteAccountCard, type DeleteAccountCardProps } from './DeleteAccountCard';
import { SessionsCard, type SessionsCardProps } from './SessionsCard';
import { ToolkitCopyCard, type ToolkitCopyCardProps } from './ToolkitCopyCard';

export interface AccountScreenProps {
  /** What the 'Download my data' card is given. */
  dataExport: DataExportCardProps;
  /** What the 'My sessions' card is given. */
  sessions: SessionsCardProps;
  /** What the 'My toolkit on another device' card is given. */
  toolkitCopy: ToolkitCopyCardProps;
  /** What the 'Delete my account' card and its dialog are given. */
  deletion: DeleteAccountCardProps;
  /**
   * Given when the page stands outside the main layout (a profile not finished yet, so no
   * header): the page brings its own crisis strip and main landmark, and 'Back to Profile Setup'.
   */
  onBackToSetup?: () => void;
}

/** 'Privacy & account' (docs/product.md): the person's data, sessions, toolkit copy and account. */
export function AccountScreen({
  dataExport,
  sessions,
  toolkitCopy,
  deletion,
  onBackToSetup,
}: AccountScreenProps) {
  const page = (
    <SectionScreen title="Privacy & account">
      {onBackToSetup && (
        <Button startIcon={<ArrowBackIcon />} onClick={onBackToSetup} sx={{ mt: 1 }}>
          Back to Profile Setup
        </Button>
      )}
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 760, mt: 2 }}>
        <DataExportCard {...dataExport} />
        <SessionsCard {...sessions} />
        <ToolkitCopyCard {...toolkitCopy} />
        <DeleteAccountCard {...deletion} />
      </Box>
    </SectionScreen>
  );
  if (!onBackToSetup) return page;
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <CrisisLinks />
      {page}
    </Box>
  );
}
