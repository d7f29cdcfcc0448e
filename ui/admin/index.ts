export { AdminScreen, ADMIN_TABS, type AdminTab, type AdminScreenProps } from './AdminScreen';
export { ReportsPanel, type ReportsPanelProps } from './ReportsPanel';
export { PendingPostsPanel, type PendingPostsPanelProps } from './PendingPostsPanel';
export { PlacesPanel, type PlacesPanelProps } from './PlacesPanel';
export { PlaceSearchSection, type PlaceSearchSectionProps } from './PlaceSearchSection';
export type { PlaceAction, PlaceKind, PlaceSearch } from './places';
export { ContactMessagesPanel, type ContactMessagesPanelProps } from './ContactMessagesPanel';
export { AdsCentersPanel, type AdsCentersPanelProps } from './AdsCentersPanel';
export { RevenuePanel, type RevenuePanelProps } from './RevenuePanel';
export { AuditPanel, type AuditPanelProps } from './AuditPanel';
export type { AuditFilterValues, AuditModerator } from './AuditFilters';
export type { ImportKind } from './ImportForm';
export type {
  AdminItemStates,
  AdminListStatus,
  AdminPagedListProps,
  FieldError,
  ModerationDecision,
} from './types';
