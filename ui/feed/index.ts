export { FeedScreen, type FeedScreenProps, type FeedTab, type PostComments } from './FeedScreen';
export { PostCard, type PostCardProps } from './PostCard';
export { ReactionPicker, PICKER_CLOSE_DELAY_MS, type ReactionPickerProps } from './ReactionPicker';
export { CommentPanel, type CommentPanelProps, type CommentsStatus } from './CommentPanel';
export { Composer, type ComposerMode, type ComposerProps } from './Composer';
export { ReactorsDialog, type ReactorsDialogProps } from './ReactorsDialog';
export { ReportDialog, type ReportDialogProps } from './ReportDialog';
export { postTime, messageTime } from './relativeTime';
export { applyReaction, isMilestone, mainButtonReaction } from './postRules';
