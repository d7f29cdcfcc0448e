export {
  SocialScreen,
  type SocialScreenProps,
  type SocialTab,
  type PostComments,
} from './SocialScreen';
export { PostCard, type PostCardProps } from './PostCard';
export { ReactionPicker, PICKER_CLOSE_DELAY_MS, type ReactionPickerProps } from './ReactionPicker';
export { CommentPanel, type CommentPanelProps, type CommentsStatus } from './CommentPanel';
export { Composer, type ComposerMode, type ComposerProps } from './Composer';
export { ReactorsDialog, type ReactorsDialogProps } from './ReactorsDialog';
