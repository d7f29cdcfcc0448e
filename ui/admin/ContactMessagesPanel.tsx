import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContactMessage } from '../../contract/admin';
import { visuallyHidden } from '../common/visuallyHidden';
import { AdminList } from './AdminList';
import { ContactMessageCard } from './ContactMessageCard';
import type { AdminItemStates, AdminPagedListProps } from './types';
import { useItemActions } from './useItemActions';

export interface ContactMessagesPanelProps extends AdminPagedListProps, AdminItemStates {
  /** Contact messages and listing inquiries; shown newest first. */
  messages: ContactMessage[];
  /**
   * Marks a message read (by id). It is busy until the promise settles; a rejection's message
   * shows on it. On success the app gives it back with `is_read`.
   */
  onMarkRead: (messageId: string) => Promise<unknown>;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

const newestFirst = (a: ContactMessage, b: ContactMessage) =>
  Date.parse(b.created_at) - Date.parse(a.created_at);

/** Messages: what people wrote through Contact us and Get Help's listing offer. */
export function ContactMessagesPanel({
  messages,
  onMarkRead,
  now,
  busy,
  errors,
  ...list
}: ContactMessagesPanelProps) {
  const actions = useItemActions<'read'>({ busy, errors });
  return (
    <Box>
      <Typography component="h2" sx={visuallyHidden}>
        Contact messages
      </Typography>
      <AdminList
        {...list}
        label="Contact messages"
        items={[...messages].sort(newestFirst)}
        itemKey={(m) => m.id}
        empty="No messages yet. What people send through Contact us shows here."
        errorMessage="Messages could not be loaded. Please check your connection."
        renderItem={(m) => (
          <ContactMessageCard
            message={m}
            busy={actions.busyOf(m.id)}
            error={actions.errorOf(m.id)}
            onMarkRead={() => actions.run(m.id, 'read', () => onMarkRead(m.id))}
            now={now}
          />
        )}
      />
    </Box>
  );
}
