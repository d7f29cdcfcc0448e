import CallEndRoundedIcon from '@mui/icons-material/CallEndRounded';
import CallRoundedIcon from '@mui/icons-material/CallRounded';
import VideocamRoundedIcon from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CallType } from '../../contract/calls';
import { WaitingButton } from '../common/WaitingButton';
import { CallAvatar } from './CallAvatar';

export interface IncomingCallPromptProps {
  /** Shows the prompt. */
  open: boolean;
  /** Who is calling. */
  callerName: string;
  /** Said under the name ('Incoming video call' or 'Incoming audio call') and drawn on Accept. */
  callType: CallType;
  /** Called when the person presses Accept. */
  onAccept: () => void;
  /** Called on Decline or Escape, unless an answer is on its way. */
  onDecline: () => void;
  /** An answer is on its way: both buttons wait, dimmed, and a press does nothing. @default false */
  working?: boolean;
}

/**
 * Someone is calling: shown over any page, their name and the kind of call, 'Accept' and
 * 'Decline'. An alert dialog, so it is announced at once; focus starts on Accept.
 * Accessibility: Escape declines, as Decline does; a click beside the prompt does nothing. While an
 * answer is on its way the buttons wait (aria-disabled) rather than being disabled, so the one
 * pressed keeps the keyboard's focus.
 */
export function IncomingCallPrompt({
  open,
  callerName,
  callType,
  onAccept,
  onDecline,
  working = false,
}: IncomingCallPromptProps) {
  const titleId = useId();
  const textId = useId();
  const video = callType === 'video';
  return (
    <Dialog
      open={open}
      // Escape declines, as the phone's red button would; a tap beside the prompt does nothing,
      // since a stray touch must not refuse someone's call.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown' && !working) onDecline();
      }}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { sx: { mx: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogContent sx={{ display: 'grid', justifyItems: 'center', gap: 1, pt: 4, pb: 1 }}>
        <Box sx={{ p: 2 }}>
          <CallAvatar name={callerName} size={80} ringing={!working} />
        </Box>
        <Typography
          id={titleId}
          component="h2"
          variant="h6"
          sx={{ textAlign: 'center', overflowWrap: 'anywhere', fontWeight: 700, lineHeight: 1.3 }}
        >
          {callerName}
        </Typography>
        <Typography id={textId} color="text.secondary" sx={{ textAlign: 'center' }}>
          {video ? 'Incoming video call' : 'Incoming audio call'}
        </Typography>
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 1.5, px: 3, pb: 3, pt: 2 }}
      >
        <WaitingButton
          variant="contained"
          color="error"
          startIcon={<CallEndRoundedIcon />}
          onClick={onDecline}
          waiting={working}
          sx={{ flex: '1 1 104px', py: 1.25 }}
        >
          Decline
        </WaitingButton>
        <WaitingButton
          variant="contained"
          color="success"
          startIcon={video ? <VideocamRoundedIcon /> : <CallRoundedIcon />}
          onClick={onAccept}
          waiting={working}
          autoFocus
          sx={{ flex: '1 1 104px', py: 1.25 }}
        >
          Accept
        </WaitingButton>
      </DialogActions>
    </Dialog>
  );
}
