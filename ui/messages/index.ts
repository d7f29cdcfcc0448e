export { MessagesScreen, type MessagesScreenProps } from './MessagesScreen';
export { ThreadList, type ThreadListProps } from './ThreadList';
export {
  ConversationPane,
  type ConversationPaneProps,
  type ConversationDialog,
} from './ConversationPane';
export { MessageBubble, type MessageBubbleProps } from './MessageBubble';
export { MessageInput, COUNTER_FROM_REMAINING, type MessageInputProps } from './MessageInput';
export { EmojiPicker, EMOJI_PICKER_COLUMNS, type EmojiPickerProps } from './EmojiPicker';
export { MessageReactionPicker, type MessageReactionPickerProps } from './MessageReactionPicker';
export { TypingIndicator, type TypingIndicatorProps } from './TypingIndicator';
export { PresenceDot, type PresenceDotProps } from './PresenceDot';
export { BlockDialog, blockExplanation, type BlockDialogProps } from './BlockDialog';
export type { CallType, ConversationMessage, ConversationState, LoadStatus } from './types';
