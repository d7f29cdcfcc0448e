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
  onUnblock: () => void;
  /** 'Report': the conversation asks for a reason. */
  onReport: () => void;
}

/** The header's 'More options for {name}' menu: Block (or Unblock) and Report. */
export function ConversationMenu({
  name,
  blocked,
  onBlock,
  onUnblock,
  onReport,
}: ConversationMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu closes before the action, so a dialog it opens takes the focus.
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <>
      <IconButton
        aria-label={`More options for ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        edge="end"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
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
