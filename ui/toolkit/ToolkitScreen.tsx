import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';

export const TOOLKIT_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'breathing', label: 'Breathing' },
  { id: 'meditation', label: 'Meditation' },
  { id: 'journal', label: 'Journal' },
  { id: 'timer', label: 'Recovery Timer' },
  { id: 'coping', label: 'Coping Skills' },
  { id: 'crisis', label: 'Crisis Support' },
  { id: 'wellness', label: 'Wellness' },
] as const;
export type ToolkitTab = (typeof TOOLKIT_TABS)[number]['id'];

export const isToolkitTab = (value: unknown): value is ToolkitTab =>
  TOOLKIT_TABS.some((t) => t.id === value);

export interface ToolkitScreenProps {
  tab: ToolkitTab;
  onTabChange: (tab: ToolkitTab) => void;
  /** The content of one tab; called for the open tab and kept for tabs visited before. */
  renderTab: (tab: ToolkitTab) => ReactNode;
}

/**
 * The Toolkit page: eight tabs. A tab once opened stays mounted (hidden) so a running breathing
 * exercise or meditation keeps going while the person looks at another tool.
 */
export function ToolkitScreen({ tab, onTabChange, renderTab }: ToolkitScreenProps) {
  const baseId = useId();
  const [visited, setVisited] = useState<ReadonlySet<ToolkitTab>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography
        variant="h1"
        component="h1"
        sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 1 }}
      >
        Toolkit
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Self-help tools for every day. What you enter here stays on this device.
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: ToolkitTab) => onTabChange(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Toolkit tools"
        >
          {TOOLKIT_TABS.map((t) => (
            <Tab
              key={t.id}
              value={t.id}
              label={t.label}
              id={`${baseId}-tab-${t.id}`}
              aria-controls={`${baseId}-panel-${t.id}`}
            />
          ))}
        </Tabs>
      </Box>
      {TOOLKIT_TABS.filter((t) => visited.has(t.id)).map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${baseId}-panel-${t.id}`}
          aria-labelledby={`${baseId}-tab-${t.id}`}
          hidden={t.id !== tab}
        >
          {renderTab(t.id)}
        </div>
      ))}
    </Container>
  );
}
