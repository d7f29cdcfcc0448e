/** Privacy & account: downloading one's data, sessions, the toolkit's copy, deleting the account. */
export { AccountScreen, type AccountScreenProps } from './AccountScreen';
export { AccountSection, type AccountSectionProps } from './AccountSection';
export { DataExportCard, type DataExportCardProps } from './DataExportCard';
export { SessionsCard, type SessionsCardProps } from './SessionsCard';
export { SessionItem, type SessionItemProps } from './SessionItem';
export { ToolkitCopyCard, TOOLKIT_COPY_ACCEPT, type ToolkitCopyCardProps } from './ToolkitCopyCard';
export { DeleteAccountCard, type DeleteAccountCardProps } from './DeleteAccountCard';
export { DeleteAccountDialog, type DeleteAccountDialogProps } from './DeleteAccountDialog';
