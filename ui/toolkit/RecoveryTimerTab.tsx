import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { visuallyHidden } from '../common/visuallyHidden';
import { WaitingButton } from '../common/WaitingButton';
import { MilestoneDialog } from './MilestoneDialog';
import { RecoverySetupForm } from './RecoverySetupForm';
import { TileGrid } from './TileGrid';
import { UpdateDateDialog } from './UpdateDateDialog';
import { useNow } from './useNow';
import { type DateKey, startOfDateKey } from '../../domain/toolkit/calendar';
import { RECOVERY_TYPE_LABELS, type RecoveryType } from '../../domain/toolkit/recoveryDate';
import {
  MILESTONES,
  type Milestone,
  isAchieved,
  nextGoal,
  recoveryStats,
  shareBlocker,
} from '../../domain/toolkit/recoveryStats';

/** What is shared: a milestone from its dialog, or today's progress from the button. */
export type ShareRequest =
  { source: 'milestone'; days: number; label: string } | { source: 'progress'; days: number };

export interface RecoveryTimerTabProps {
  /** The day recovery began; null shows the setup form instead of the stats. */
  startDate: DateKey | null;
  /** What the person is recovering from: shown beside the start date, preselected in setup. */
  recoveryType: RecoveryType;
  /** Called when the setup form is sent, with a valid start date and the chosen type. */
  onStart: (date: DateKey, type: RecoveryType) => void;
  /** Called with the new start date once the Update Date dialog has a valid one. */
  onUpdateDate: (date: DateKey) => void;
  /** Called when the person confirms Reset Timer. */
  onReset: () => void;
  /** Posts to the community; rejects when it failed (the caller has told the person why). */
  onShare: (request: ShareRequest) => Promise<void>;
  /** A fixed moment (stories, tests); otherwise the stats tick every second. */
  now?: Date;
  /** Opens the congratulations for this many days at first (stories). */
  initialMilestoneDays?: number;
}

export const RESET_QUESTION =
  'Are you sure you want to reset your recovery timer? This will clear all your current progress.';

const fmt = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${fmt(n)} ${n === 1 ? one : many}`;

function StatTile({ label, value }: { label: string; value: number }) {
  return (
    <Box
      component="div"
      sx={{ p: { xs: 1, sm: 2 }, borderRadius: 2, bgcolor: 'action.hover', textAlign: 'center' }}
    >
      <Typography
        sx={{
          // Two tiles side by side on a 320 px phone hold 'seconds' of several years.
          fontSize: { xs: '1.15rem', sm: '1.8rem' },
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {fmt(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * The recovery timer: setup, live stats, milestones, next goal, sharing, update and reset.
 * Accessibility: the stats tick each second without being announced; milestones not yet reached
 * are disabled buttons, out of the Tab order, and each reached one also says its days.
 */
export function RecoveryTimerTab({
  startDate,
  recoveryType,
  onStart,
  onUpdateDate,
  onReset,
  onShare,
  now: fixedNow,
  initialMilestoneDays,
}: RecoveryTimerTabProps) {
  const now = useNow(1000, fixedNow);
  const statsHeading = useId();
  const milestonesHeading = useId();
  const [open, setOpen] = useState<Milestone | null>(
    () => MILESTONES.find((m) => m.days === initialMilestoneDays) ?? null,
  );
  const [sharing, setSharing] = useState(false);
  const [shareNote, setShareNote] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [updating, setUpdating] = useState(false);

  if (!startDate) {
    return <RecoverySetupForm recoveryType={recoveryType} onSubmit={onStart} now={fixedNow} />;
  }

  const stats = recoveryStats(startDate, now);
  const goal = stats ? nextGoal(stats.totalDays) : null;

  const share = async (request: ShareRequest) => {
    setSharing(true);
    try {
      await onShare(request);
      setOpen(null);
    } catch {
      // The caller has shown why; the dialog stays open so the person can try again.
    } finally {
      setSharing(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card component="section" aria-labelledby={statsHeading}>
        {/* One column no wider than the card, whatever its content's widest line. */}
        <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <Box>
            <Typography id={statsHeading} variant="h6" component="h2">
              Your recovery
            </Typography>
            <Typography color="text.secondary">
              {RECOVERY_TYPE_LABELS[recoveryType]} · since{' '}
              {startOfDateKey(startDate).toLocaleDateString('en-US', {
                month: 'long',
                day: 'numeric',
                year: 'numeric',
              })}
            </Typography>
          </Box>
          {stats ? (
            <>
              <Typography
                sx={{ fontSize: { xs: '2.2rem', sm: '3rem' }, fontWeight: 800, lineHeight: 1.1 }}
              >
                {plural(stats.totalDays, 'day', 'days')}
              </Typography>
              <Typography>
                {plural(stats.years, 'year', 'years')}, {plural(stats.months, 'month', 'months')},{' '}
                {plural(stats.days, 'day', 'days')} · {plural(stats.weeks, 'week', 'weeks')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: {
                    xs: 'repeat(2, minmax(0, 1fr))',
                    sm: 'repeat(4, minmax(0, 1fr))',
                  },
                }}
              >
                <StatTile label="Total days" value={stats.totalDays} />
                <StatTile label="Hours" value={stats.totalHours} />
                <StatTile label="Minutes" value={stats.totalMinutes} />
                <StatTile label="Seconds" value={stats.totalSeconds} />
              </Box>
              {goal ? (
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>
                    Next goal: {goal.milestone.label} · {plural(goal.daysRemaining, 'day', 'days')}{' '}
                    to go
                  </Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <LinearProgress
                      variant="determinate"
                      value={goal.progress}
                      aria-label={`Progress to ${goal.milestone.label}`}
                      sx={{ flexGrow: 1, height: 10, borderRadius: 5 }}
                    />
                    <Typography variant="body2">{goal.progress}%</Typography>
                  </Box>
                </Box>
              ) : (
                <Typography sx={{ fontWeight: 600 }}>
                  You have reached every milestone. Keep going, one day at a time.
                </Typography>
              )}
            </>
          ) : (
            <Alert severity="warning">
              Your start date is in the future or not a valid date, so there are no stats to show.
              Use Update Date to fix it.
            </Alert>
          )}
          {shareNote && (
            <Alert severity="info" onClose={() => setShareNote(null)}>
              {shareNote}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <WaitingButton
              variant="contained"
              waiting={sharing}
              onClick={() => {
                const blocker = shareBlocker(stats);
                setShareNote(blocker);
                if (!blocker && stats) void share({ source: 'progress', days: stats.totalDays });
              }}
            >
              {sharing && !open ? 'Sharing...' : 'Share My Progress'}
            </WaitingButton>
            <Button variant="outlined" onClick={() => setUpdating(true)}>
              Update Date
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirmReset(true)}>
              Reset Timer
            </Button>
          </Box>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby={milestonesHeading}>
        <CardContent>
          <Typography id={milestonesHeading} variant="h6" component="h2" sx={{ mb: 2 }}>
            Milestones
          </Typography>
          <TileGrid columns={{ xs: 2, sm: 5 }} gap={1.5}>
            {MILESTONES.map((m) => {
              const achieved = stats !== null && isAchieved(m, stats.totalDays);
              return (
                <li key={m.days}>
                  <Button
                    fullWidth
                    variant={achieved ? 'contained' : 'outlined'}
                    color={achieved ? 'success' : 'inherit'}
                    disabled={!achieved}
                    onClick={() => setOpen(m)}
                    sx={{ flexDirection: 'column', py: 1.5, textTransform: 'none' }}
                  >
                    {achieved && <EmojiEventsIcon aria-hidden />}
                    <span>{m.label}</span>{' '}
                    <Typography component="span" variant="caption">
                      {achieved ? 'Achieved' : plural(m.days, 'day', 'days')}
                    </Typography>
                    {achieved && ' '}
                    {achieved && (
                      <Box component="span" sx={visuallyHidden}>
                        {`(${plural(m.days, 'day', 'days')})`}
                      </Box>
                    )}
                  </Button>
                </li>
              );
            })}
          </TileGrid>
        </CardContent>
      </Card>

      <MilestoneDialog
        milestone={open}
        sharing={sharing}
        onShare={(m) => void share({ source: 'milestone', days: m.days, label: m.label })}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={confirmReset}
        title="Reset recovery timer"
        message={RESET_QUESTION}
        confirmLabel="Reset Timer"
        destructive
        onConfirm={() => {
          setConfirmReset(false);
          setShareNote(null);
          onReset();
        }}
        onCancel={() => setConfirmReset(false)}
      />
      <UpdateDateDialog
        open={updating}
        current={startDate}
        now={fixedNow}
        onSave={(date) => {
          setUpdating(false);
          onUpdateDate(date);
        }}
        onCancel={() => setUpdating(false)}
      />
    </Box>
  );
}
