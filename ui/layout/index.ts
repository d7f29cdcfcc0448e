export { AppHeader, type AppHeaderProps } from './AppHeader';
export { MainLayout, type MainLayoutProps } from './MainLayout';
export { LogoutDialog, type LogoutDialogProps, type LogoutChoice } from './LogoutDialog';
export { MAIN_TABS, SETTINGS_PATH, ADMIN_PATH, ACCOUNT_PATH, isActivePath } from './navigation';
