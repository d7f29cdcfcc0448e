import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Chip from '@mui/material/Chip';

export interface ModeratorBadgeProps {
  /** Smaller, for comments. @default 'small' */
  size?: 'small' | 'medium';
}

/**
 * 'Moderator' beside the name of someone who moderates the community. Shown only where the server
 * says the words were written by a moderator (`by_moderator`), never because of a name: names that
 * look like staff are refused for everyone, so this badge is the one sign no one can fake.
 */
export function ModeratorBadge({ size = 'small' }: ModeratorBadgeProps) {
  return (
    <Chip
      icon={<VerifiedUserIcon aria-hidden="true" />}
      label="Moderator"
      size={size}
      color="primary"
      variant="outlined"
      sx={{ ml: 1, verticalAlign: 'middle', fontWeight: 600 }}
    />
  );
}
