import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import type {
  AdInput,
  AdminAd,
  AdminCenter,
  CenterInput,
  MediaUploaded,
} from '../../contract/admin';
import { RetryAlert } from '../common/RetryAlert';
import { AdDialog } from './AdDialog';
import { AdminAdCard } from './AdminAdCard';
import { AdminCenterCard } from './AdminCenterCard';
import { AdminList } from './AdminList';
import { CenterDialog } from './CenterDialog';
import type { AdminListStatus } from './types';

export interface AdsCentersPanelProps {
  /** Ads and centers: 'loading' until they arrive, 'error' when they could not be loaded. */
  status: AdminListStatus;
  /** Every advertisement, active or not. */
  ads: AdminAd[];
  /** Every sponsored treatment center, active or not. */
  centers: AdminCenter[];
  /** Loads them again after an error ('Retry'). */
  onRetry: () => void;
  /**
   * Creates an ad (`id` null) or changes one. Resolves when saved (the dialog closes; the app
   * shows the saved ad in `ads`); rejects with a FieldError-like value whose message shows by
   * its field, or above the form when it names none.
   */
  onSaveAd: (id: string | null, input: AdInput) => Promise<unknown>;
  /** Creates a center (`id` null) or changes one; resolves and rejects as `onSaveAd` does. */
  onSaveCenter: (id: string | null, input: CenterInput) => Promise<unknown>;
  /** Stores an image (an ad's picture, a center's logo): its address, or a rejection to show. */
  onUpload: (file: File) => Promise<MediaUploaded>;
}

/** Which dialog is open, on what (null: a new one). */
type Editing = { kind: 'ad'; item: AdminAd | null } | { kind: 'center'; item: AdminCenter | null };

interface SectionProps {
  /** The section's heading, which also names the section. */
  title: string;
  /** The button that creates one ('New advertisement'). */
  newLabel: string;
  /** Called on the 'New ...' button, to open an empty dialog. */
  onNew: () => void;
  /** The section's list. */
  children: ReactNode;
}

/** One of the two sections: its heading, its 'New ...' button and its list. */
function Section({ title, newLabel, onNew, children }: SectionProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button variant="contained" onClick={onNew}>
          {newLabel}
        </Button>
      </Box>
      {children}
    </Box>
  );
}

/** Ads and centers come whole, in no pages; an error shows once, for both. */
const whole = { nextCursor: null, onLoadMore: () => {}, errorMessage: '' } as const;

/** Ads & Centers: the advertisements and sponsored treatment centers, to create and edit. */
export function AdsCentersPanel({
  status,
  ads,
  centers,
  onRetry,
  onSaveAd,
  onSaveCenter,
  onUpload,
}: AdsCentersPanelProps) {
  // The last edited item stays set while its dialog closes, so the dialog does not change then.
  const [editing, setEditing] = useState<Editing>({ kind: 'ad', item: null });
  const [open, setOpen] = useState(false);
  const edit = (e: Editing) => {
    setEditing(e);
    setOpen(true);
  };
  const close = () => setOpen(false);

  if (status === 'error')
    return (
      <RetryAlert
        message="Ads and treatment centers could not be loaded. Please check your connection."
        onRetry={onRetry}
      />
    );

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Section
        title="Advertisements"
        newLabel="New advertisement"
        onNew={() => edit({ kind: 'ad', item: null })}
      >
        <AdminList
          {...whole}
          label="Advertisements"
          status={status}
          items={ads}
          itemKey={(a) => a.id}
          renderItem={(a) => <AdminAdCard ad={a} onEdit={() => edit({ kind: 'ad', item: a })} />}
          empty="No advertisements yet."
          onRetry={onRetry}
        />
      </Section>
      <Section
        title="Treatment centers"
        newLabel="New treatment center"
        onNew={() => edit({ kind: 'center', item: null })}
      >
        <AdminList
          {...whole}
          label="Treatment centers"
          status={status}
          items={centers}
          itemKey={(c) => c.id}
          renderItem={(c) => (
            <AdminCenterCard center={c} onEdit={() => edit({ kind: 'center', item: c })} />
          )}
          empty="No treatment centers yet."
          onRetry={onRetry}
        />
      </Section>
      <AdDialog
        open={open && editing.kind === 'ad'}
        ad={editing.kind === 'ad' ? editing.item : null}
        onSave={(input) =>
          onSaveAd(editing.kind === 'ad' ? (editing.item?.id ?? null) : null, input)
        }
        onUpload={onUpload}
        onClose={close}
      />
      <CenterDialog
        open={open && editing.kind === 'center'}
        center={editing.kind === 'center' ? editing.item : null}
        onSave={(input) =>
          onSaveCenter(editing.kind === 'center' ? (editing.item?.id ?? null) : null, input)
        }
        onUpload={onUpload}
        onClose={close}
      />
    </Box>
  );
}
