import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CrisisLinks } from '../common/CrisisLinks';
import { AppHeader, type AppHeaderProps } from './AppHeader';

export interface MainLayoutProps extends AppHeaderProps {
  /** The page, drawn in the layout's main landmark under the header. */
  children: ReactNode;
}

/** Every signed-in screen: crisis strip, header, then the page. */
export function MainLayout({ children, ...header }: MainLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <CrisisLinks />
      <AppHeader {...header} />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
