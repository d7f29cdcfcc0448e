export * from './NotificationBell';
export * from './NotificationsPanel';
export * from './NotificationsPopover';
export * from './NotificationsScreen';
export * from './NotificationSettingsScreen';
export * from './PushOptIn';
