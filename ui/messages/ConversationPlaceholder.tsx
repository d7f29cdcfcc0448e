import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import Typography from '@mui/material/Typography';
import { ConversationRoot } from './ConversationRoot';

/** 'Your Messages': what the pane shows while no conversation is open. */
export function ConversationPlaceholder() {
  return (
    <ConversationRoot
      component="section"
      aria-label="Conversation"
      sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 4 }}
    >
      <ChatOutlinedIcon sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} aria-hidden="true" />
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        Your Messages
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 360 }}>
        Choose a chat to read and reply, or start a conversation from the map or community.
      </Typography>
    </ConversationRoot>
  );
}
