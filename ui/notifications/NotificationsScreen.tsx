import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { NotificationsPanel, type NotificationsListProps } from './NotificationsPanel';

/** The page's heading is always its h1. */
export type NotificationsScreenProps = NotificationsListProps;

/** `/notifications`: the list on a page of its own, where a phone's bell leads. */
export function NotificationsScreen(props: NotificationsScreenProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 2 } }}>
      <Paper>
        <NotificationsPanel {...props} titleComponent="h1" />
      </Paper>
    </Container>
  );
}
