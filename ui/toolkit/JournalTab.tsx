import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { PrintableSheet } from './PrintableSheet';
import { JOURNAL_MAX, JOURNAL_QUESTIONS, type Mood, moodOf } from '../../domain/toolkit/content';

export interface JournalEntryView {
  id: string;
  content: string;
  timestamp: string;
  mood: Mood | null;
}

export interface JournalTabProps {
  /** The past entries, in the order they are listed. */
  entries: JournalEntryView[];
  /** Today's mood from the check-in; saved with each entry. */
  mood: Mood | null;
  /** Called on Save Entry with the text as typed (never blank); the field then empties. */
  onSave: (content: string) => void;
  /** Called with an entry's id once the person confirms its deletion. */
  onDelete: (id: string) => void;
  /** Opens the print dialog. @default window.print */
  onPrint?: () => void;
  /** Opens the printable journal at once (stories). @default false */
  initialPrintOpen?: boolean;
}

const entryTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * The private journal: write with today's mood, see past entries, print a reflective journal.
 * Accessibility: once an entry is deleted, the keyboard's focus goes to the next entry's Delete
 * (else the previous one's, else the 'Past entries' heading) instead of falling to the page with
 * the entry it was on.
 */
export function JournalTab({
  entries,
  mood,
  onSave,
  onDelete,
  onPrint,
  initialPrintOpen = false,
}: JournalTabProps) {
  const headingId = useId();
  const listHeadingId = useId();
  const [text, setText] = useState('');
  const [printOpen, setPrintOpen] = useState(initialPrintOpen);
  const [deleting, setDeleting] = useState<string | null>(null);
  const current = moodOf(mood);
  const list = useRef<HTMLOListElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // The entry deleted and where it was, until it has left the list.
  const deleted = useRef<{ id: string; index: number } | null>(null);

  useEffect(() => {
    const gone = deleted.current;
    if (!gone || entries.some((e) => e.id === gone.id)) return;
    deleted.current = null;
    const items = list.current?.children;
    const beside = items?.[Math.min(gone.index, items.length - 1)];
    (beside?.querySelector('button') ?? listHeading.current)?.focus();
  }, [entries]);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card component="section" aria-labelledby={headingId}>
        <CardContent
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return;
            onSave(text);
            setText('');
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography id={headingId} variant="h6" component="h2">
              Journal
            </Typography>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setPrintOpen(true)}>
              Print Journal
            </Button>
          </Box>
          <Typography color="text.secondary">
            {current
              ? `Today's mood: ${current.emoji} ${current.label}. It is saved with your entry.`
              : 'Tip: pick a mood in the daily check-in on the Dashboard to save it with your entry.'}
          </Typography>
          <TextField
            label="Journal entry"
            placeholder="Write about your day, your feelings, your wins..."
            multiline
            minRows={5}
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, JOURNAL_MAX))}
            helperText={`${text.length} / ${JOURNAL_MAX} characters`}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={!text.trim()}>
              Save Entry
            </Button>
          </Box>
        </CardContent>
      </Card>

      <Box component="section" aria-labelledby={listHeadingId}>
        <Typography
          ref={listHeading}
          id={listHeadingId}
          variant="h6"
          component="h2"
          tabIndex={-1}
          sx={{ mb: 1 }}
        >
          Past entries
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">
            No entries yet. Your entries stay on this device.
          </Typography>
        ) : (
          <Box
            ref={list}
            component="ol"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {entries.map((e) => {
              const m = moodOf(e.mood);
              return (
                <Card component="li" key={e.id} variant="outlined">
                  <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Typography variant="body2" color="text.secondary">
                        <time dateTime={e.timestamp}>{entryTime(e.timestamp)}</time>
                        {m && (
                          <>
                            {' · '}
                            <span aria-hidden>{m.emoji}</span> Mood: {m.label}
                          </>
                        )}
                      </Typography>
                      <Typography
                        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}
                      >
                        {e.content}
                      </Typography>
                    </Box>
                    <IconButton
                      aria-label={`Delete entry from ${entryTime(e.timestamp)}`}
                      onClick={() => setDeleting(e.id)}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </CardContent>
                </Card>
              );
            })}
          </Box>
        )}
      </Box>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete entry"
        message="Delete this journal entry? It cannot be recovered."
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (deleting) {
            deleted.current = { id: deleting, index: entries.findIndex((e) => e.id === deleting) };
            onDelete(deleting);
          }
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />

      <PrintableSheet
        open={printOpen}
        title="My Recovery Journal"
        onClose={() => setPrintOpen(false)}
        onPrint={onPrint}
      >
        <Typography sx={{ mb: 3 }}>Date: ____________________ Mood (1-5): ______</Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 4 }}>
          {JOURNAL_QUESTIONS.map((q) => (
            <li key={q}>
              <Typography sx={{ fontWeight: 600 }}>{q}</Typography>
              <Box aria-hidden sx={{ borderBottom: '1px solid #999', height: 28 }} />
              <Box aria-hidden sx={{ borderBottom: '1px solid #999', height: 28 }} />
              <Box aria-hidden sx={{ borderBottom: '1px solid #999', height: 28 }} />
            </li>
          ))}
        </Box>
      </PrintableSheet>
    </Box>
  );
}
