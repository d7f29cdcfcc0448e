import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

export interface ConversationMenuProps {
  /** The person the menu is about: 'More options for {name}'. */
  name: string;
  /** The viewer blocked the person: 'Unblock' instead of 'Block'. */
  blocked: boolean;
  /** 'Block': the conversation asks first. */
  onBlock: () => void;
  /** 'Unblock': the conversation unblocks at once, without asking. */
  onUnblock: () => void;
  /** 'Report': the conversation asks for a reason. */
  onReport: () => void;
  /** Starts open (stories). @default false */
  initialOpen?: boolean;
}

/**
 * The header's 'More options for {name}' menu: Block (or Unblock) and Report. Accessibility: the
 * button says it opens a menu and whether it is open; arrow keys move in the menu, Escape closes it
 * and focus returns to the button; it closes before the chosen action, so a dialog that action
 * opens takes the focus.
 */
export function ConversationMenu({
  name,
  blocked,
  onBlock,
  onUnblock,
  onReport,
  initialOpen = false,
}: ConversationMenuProps) {
  const menuId = useId();
  const [wantOpen, setWantOpen] = useState(initialOpen);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  // Opening at once waits for the button the menu hangs from.
  const open = wantOpen && anchor !== null;
  // The menu closes before the action, so a dialog it opens takes the focus.
  const choose = (action: () => void) => () => {
    setWantOpen(false);
    action();
  };

  return (
    <>
      <IconButton
        ref={setAnchor}
        aria-label={`More options for ${name}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={() => setWantOpen(true)}
        edge="end"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setWantOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {blocked ? (
          <MenuItem onClick={choose(onUnblock)}>Unblock</MenuItem>
        ) : (
          <MenuItem onClick={choose(onBlock)}>Block</MenuItem>
        )}
        <MenuItem onClick={choose(onReport)}>Report</MenuItem>
      </Menu>
    </>
  );
}
