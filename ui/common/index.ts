export { LoadingScreen, type LoadingScreenProps } from './LoadingScreen';
export { NoticeBar, type Notice, type NoticeBarProps } from './NoticeBar';
export { Logo, PRODUCT_NAME, type LogoProps } from './Logo';
export { CrisisLinks, CRISIS_LINES, type CrisisLinksProps } from './CrisisLinks';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { FormDialog, type FormDialogProps, type FormDialogFields } from './FormDialog';
export { ReportDialog, type ReportDialogProps } from './ReportDialog';
export { TabbedScreen, type TabbedScreenProps, type ScreenTab } from './TabbedScreen';
export { PlainButton, type PlainButtonProps } from './PlainButton';
