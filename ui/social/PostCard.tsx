import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { PRIVACY_LABELS, REACTIONS, type Post, type ReactionType } from '../../contract/social';
import { isMilestone } from '../../domain/social/postRules';
import { ReactionPicker } from './ReactionPicker';
import { postTime } from '../../domain/time/relativeTime';
import { daysLabel } from '../../domain/time/daysLabel';
import { ModeratorBadge } from '../common/ModeratorBadge';

export interface PostCardProps {
  /** The post to show, with its counts and the viewer's reaction. */
  post: Post;
  /** Shows 'Delete' in the menu (author or admin). @default false */
  canDelete?: boolean;
  /** Shows 'Report Post' (not on one's own post). @default true */
  canReport?: boolean;
  /** True when the comment panel is shown. @default false */
  commentsOpen?: boolean;
  /** The comment panel, rendered under the post when open. */
  commentPanel?: ReactNode;
  /** Called with the reaction the person sent from the like button or its picker. */
  onReact: (type: ReactionType) => void;
  /** 'Comment': shows or hides the comment panel. */
  onToggleComments: () => void;
  /** The reactions count was pressed: shows who reacted. */
  onShowReactors: () => void;
  /** 'Delete' in the menu; the caller asks for confirmation. */
  onDelete: () => void;
  /** 'Report Post' in the menu; the caller asks for the reason. */
  onReport: () => void;
  /**
   * Offers 'Message {name}' in the menu, to start a conversation with the author. The screen
   * gives it for other people's posts only.
   */
  onMessageAuthor?: (userId: string, name: string) => void;
  /** 'now' for relative times (fixed in stories and tests). */
  now?: Date;
}

const Root = styled(Card, { name: 'PeerPostCard', slot: 'Root' })({}) as typeof Card;

/**
 * One post of the feed: author, time, privacy, content, reactions, comments and its menu.
 * Accessibility: an article named by its author's heading; the menu button names whose post it is
 * and, like 'Comment', says whether what it opens is shown (aria-expanded); the menu is MUI's, with
 * arrow keys, Escape and focus back on its button.
 */
export function PostCard({
  post,
  canDelete = false,
  canReport = true,
  commentsOpen = false,
  commentPanel,
  onReact,
  onToggleComments,
  onShowReactors,
  onDelete,
  onReport,
  onMessageAuthor,
  now,
}: PostCardProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const headingId = useId();
  const milestone = isMilestone(post);
  const topReactions = REACTIONS.filter((r) => post.reactions[r.type] > 0)
    .sort((a, b) => post.reactions[b.type] - post.reactions[a.type])
    .slice(0, 3);
  const hasMenu = canDelete || canReport || Boolean(onMessageAuthor);

  return (
    <Root
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={milestone ? { borderColor: 'secondary.main', borderWidth: 2 } : undefined}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden="true">
            {post.display_name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
              {post.display_name}
              {post.by_moderator && <ModeratorBadge />}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={post.created_at}>{postTime(post.created_at, now)}</time> ·{' '}
              {PRIVACY_LABELS[post.privacy]}
            </Typography>
          </Box>
          {post.status === 'pending' && (
            <Chip label="Pending review" color="warning" size="small" />
          )}
          {post.status === 'rejected' && (
            <Chip label="Removed by moderators" color="error" size="small" />
          )}
          {hasMenu && (
            <>
              <IconButton
                aria-label={`More actions for ${post.display_name}'s post`}
                aria-haspopup="menu"
                aria-controls={menuAnchor ? menuId : undefined}
                aria-expanded={Boolean(menuAnchor)}
                onClick={(e) => setMenuAnchor(e.currentTarget)}
              >
                <MoreVertIcon />
              </IconButton>
              <Menu
                id={menuId}
                anchorEl={menuAnchor}
                open={Boolean(menuAnchor)}
                onClose={() => setMenuAnchor(null)}
              >
                {onMessageAuthor && (
                  <MenuItem
                    onClick={() => {
                      setMenuAnchor(null);
                      onMessageAuthor(post.user_id, post.display_name);
                    }}
                  >
                    Message {post.display_name}
                  </MenuItem>
                )}
                {canDelete && (
                  <MenuItem
                    onClick={() => {
                      setMenuAnchor(null);
                      onDelete();
                    }}
                  >
                    Delete
                  </MenuItem>
                )}
                {canReport && (
                  <MenuItem
                    onClick={() => {
                      setMenuAnchor(null);
                      onReport();
                    }}
                  >
                    Report Post
                  </MenuItem>
                )}
              </Menu>
            </>
          )}
        </Box>
        {milestone && (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'secondary.dark' }}
          >
            <EmojiEventsIcon aria-hidden="true" />
            <Typography sx={{ fontWeight: 700 }}>
              {post.milestone_days
                ? `Milestone: ${daysLabel(post.milestone_days)} in recovery`
                : 'Milestone'}
            </Typography>
          </Box>
        )}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1.5 }}>
          {post.content}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 1,
            minHeight: 24,
          }}
        >
          {post.likes_count > 0 ? (
            <Link
              component="button"
              type="button"
              onClick={onShowReactors}
              underline="hover"
              color="text.secondary"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <span aria-hidden="true">{topReactions.map((r) => r.emoji).join('')}</span>
              {post.likes_count} {post.likes_count === 1 ? 'reaction' : 'reactions'}
            </Link>
          ) : (
            <span />
          )}
          <Typography variant="body2" color="text.secondary">
            {post.comments_count} {post.comments_count === 1 ? 'comment' : 'comments'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <ReactionPicker current={post.user_reaction_type} onReact={onReact} />
          <Button
            color="inherit"
            startIcon={<ChatBubbleOutlineIcon aria-hidden="true" />}
            onClick={onToggleComments}
            aria-expanded={commentsOpen}
          >
            Comment
          </Button>
        </Box>
        {commentsOpen && commentPanel}
      </CardContent>
    </Root>
  );
}
