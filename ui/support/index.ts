/** Peer support requests: asking on Get Help, following one's request, answering on Messages. */
export { SupportRequestDialog, type SupportRequestDialogProps } from './SupportRequestDialog';
export { SupportRequestStatus, type SupportRequestStatusProps } from './SupportRequestStatus';
export { SupportRequestsPanel, type SupportRequestsPanelProps } from './SupportRequestsPanel';
