export { AdminScreen, ADMIN_TABS, type AdminTab, type AdminScreenProps } from './AdminScreen';
export { ReportsPanel, type ReportsPanelProps } from './ReportsPanel';
export type { AdminListStatus, AdminPagedListProps, FieldError } from './types';
