import PhoneIcon from '@mui/icons-material/Phone';
import PrintIcon from '@mui/icons-material/Print';
import SmsIcon from '@mui/icons-material/Sms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { CRISIS_LINES } from '../common/CrisisLinks';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { PrintableSheet } from './PrintableSheet';
import {
  SAFETY_PLAN_MAX,
  SAFETY_PLAN_SECTIONS,
  type SafetyPlan,
  type SafetyPlanSection,
} from '../../domain/toolkit/content';

export interface CrisisSupportTabProps {
  /** The safety plan's text, one entry per section; empty sections print as blank lines. */
  plan: SafetyPlan;
  /** Saves one section as the person types (kept on this device). */
  onChange: (section: SafetyPlanSection, text: string) => void;
  /** Called when the person confirms Clear plan. */
  onClear: () => void;
  /** Called by the printable plan's Print button; absent, it opens the browser's print dialog. */
  onPrint?: () => void;
  /** Opens the printable plan at once (stories). @default false */
  initialPrintOpen?: boolean;
}

/**
 * Crisis lines one tap away, and a personal safety plan the person writes and keeps.
 * Accessibility: each plan section is a labelled field with its hint as its description, and how
 * many sections are filled in is a polite status line.
 */
export function CrisisSupportTab({
  plan,
  onChange,
  onClear,
  onPrint,
  initialPrintOpen = false,
}: CrisisSupportTabProps) {
  const linesHeading = useId();
  const planHeading = useId();
  const [printOpen, setPrintOpen] = useState(initialPrintOpen);
  const [confirmClear, setConfirmClear] = useState(false);
  const filled = SAFETY_PLAN_SECTIONS.filter((s) => plan[s.id].trim()).length;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card
        component="section"
        aria-labelledby={linesHeading}
        sx={{ borderLeft: 6, borderColor: 'error.main' }}
      >
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography id={linesHeading} variant="h6" component="h2">
            If you are in crisis, reach out now
          </Typography>
          <Typography>
            You do not have to go through this alone. These lines are free, confidential and open
            24/7 in the US.
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            }}
          >
            {CRISIS_LINES.map((line) => {
              const text = line.href.startsWith('sms:');
              return (
                <Button
                  key={line.name}
                  href={line.href}
                  variant="contained"
                  color="error"
                  size="large"
                  startIcon={text ? <SmsIcon /> : <PhoneIcon />}
                  sx={{ justifyContent: 'flex-start', textTransform: 'none', py: 1.5 }}
                >
                  <Box component="span" sx={{ textAlign: 'left' }}>
                    <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {line.name}
                    </Box>
                    <Box component="span" sx={{ display: 'block' }}>
                      {text ? line.display : `Call ${line.display}`}
                    </Box>
                  </Box>
                </Button>
              );
            })}
          </Box>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby={planHeading}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={planHeading} variant="h6" component="h2">
              My safety plan
            </Typography>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                variant="outlined"
                startIcon={<PrintIcon />}
                onClick={() => setPrintOpen(true)}
              >
                Print safety plan
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={filled === 0}
                onClick={() => setConfirmClear(true)}
              >
                Clear plan
              </Button>
            </Box>
          </Box>
          <Typography color="text.secondary">
            Write your plan while you feel steady, so it is ready when things get hard. It is saved
            on this device as you type and never leaves it.
          </Typography>
          {filled === 0 && (
            <Alert severity="info">
              Start with your warning signs; you can fill in the rest over time.
            </Alert>
          )}
          {SAFETY_PLAN_SECTIONS.map((section, i) => (
            <TextField
              key={section.id}
              label={`${i + 1}. ${section.title}`}
              helperText={section.hint}
              multiline
              minRows={2}
              value={plan[section.id]}
              onChange={(e) => onChange(section.id, e.target.value.slice(0, SAFETY_PLAN_MAX))}
            />
          ))}
          <Typography role="status" variant="body2" color="text.secondary">
            {filled} of {SAFETY_PLAN_SECTIONS.length} sections filled in · saved on this device
          </Typography>
        </CardContent>
      </Card>

      <ConfirmDialog
        open={confirmClear}
        title="Clear safety plan"
        message="Clear every section of your safety plan? This cannot be undone."
        confirmLabel="Clear plan"
        destructive
        onConfirm={() => {
          setConfirmClear(false);
          onClear();
        }}
        onCancel={() => setConfirmClear(false)}
      />
      <PrintableSheet
        open={printOpen}
        title="My Safety Plan"
        onClose={() => setPrintOpen(false)}
        onPrint={onPrint}
      >
        <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 3 }}>
          {SAFETY_PLAN_SECTIONS.map((section) => (
            <li key={section.id}>
              <Typography sx={{ fontWeight: 700 }}>{section.title}</Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', minHeight: '3em' }}>
                {plan[section.id].trim() || '____________________________________________'}
              </Typography>
            </li>
          ))}
        </Box>
        <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
          Crisis lines
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0 }}>
          {CRISIS_LINES.map((line) => (
            <li key={line.name}>
              {line.name}: {line.display}
            </li>
          ))}
        </Box>
      </PrintableSheet>
    </Box>
  );
}
