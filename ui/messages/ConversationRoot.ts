import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

/** The pane's column, which fills the height it is given: header, messages, input. */
export const ConversationRoot = styled(Box, { name: 'PeerConversation', slot: 'Root' })({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  height: '100%',
}) as typeof Box;
