import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CloseIcon from '@mui/icons-material/Close';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/Settings';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { Tooltip } from '../common/Tooltip';
import { styled, useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { inAppClick } from '../common/inAppClick';
import { Logo, PRODUCT_NAME } from '../common/Logo';
import { NotificationBell } from '../notifications/NotificationBell';
import { LogoutDialog, type LogoutChoice } from './LogoutDialog';
import { ACCOUNT_PATH, ADMIN_PATH, MAIN_TABS, SETTINGS_PATH, isActivePath } from './navigation';

export interface AppHeaderProps {
  /** The path being shown, to mark the current tab. */
  currentPath: string;
  /** Shows the admin button; the server decides who is admin. @default false */
  isAdmin?: boolean;
  /** Client-side navigation to a path of the product. */
  onNavigate: (path: string) => void;
  /**
   * Logs out, after the person confirmed in the logout dialog; `clearToolkit` when they chose to
   * also clear the toolkit's data from this device. While a returned promise runs the dialog shows
   * 'Logging out...'; a string it resolves to is shown as the failure, and the dialog stays open.
   */
  onLogout: (choice: LogoutChoice) => Promise<string | void> | void;
  /**
   * Forces the mobile (true) or desktop (false) layout. Unset, both are drawn and CSS shows the one
   * the screen's width calls for: the same HTML for every width, so a page prerendered at build
   * time (docs/performance.md) hydrates on any phone without a jump.
   */
  mobile?: boolean;
  /**
   * The person's unread notifications; with `onNotifications`, the header shows its bell.
   * @default 0
   */
  unreadNotifications?: number;
  /** Opens the notifications from the bell (a panel under it, or their page on a phone). */
  onNotifications?: (anchor: HTMLElement) => void;
  /** True while the notifications the bell opened are shown under it. @default false */
  notificationsOpen?: boolean;
  /** The bell opens the notifications' page rather than a list under it (a phone). @default false */
  notificationsOnPage?: boolean;
  /** Starts with the mobile menu open (stories and screenshots). @default false */
  initialMenuOpen?: boolean;
  /** Starts with the logout confirmation open (stories and screenshots). @default false */
  initialLogoutOpen?: boolean;
}

const Root = styled(AppBar, { name: 'PeerAppHeader', slot: 'Root' })({}) as typeof AppBar;

/**
 * The main header: logo, tabs, notifications, settings, privacy & account, admin (admins only)
 * and logout; a menu on small screens.
 * Accessibility: the current tab is marked aria-current="page"; the icon buttons are named; the
 * small-screen menu button says whether the menu is open (aria-expanded) and Log out opens a
 * confirmation dialog.
 */
export function AppHeader({
  currentPath,
  isAdmin = false,
  onNavigate,
  onLogout,
  mobile,
  unreadNotifications = 0,
  onNotifications,
  notificationsOpen = false,
  notificationsOnPage = false,
  initialMenuOpen = false,
  initialLogoutOpen = false,
}: AppHeaderProps) {
  const theme = useTheme();
  const narrowParts = mobile !== false;
  const wideParts = mobile !== true;
  // Unforced, the narrow parts hide from md up and the wide ones below it.
  const narrowOnly = mobile === undefined ? { display: { md: 'none' } } : {};
  const wideOnly = mobile === undefined ? { display: { xs: 'none', md: 'flex' } } : {};
  const bySize = <T,>(narrow: T, wide: T) =>
    mobile === undefined ? { xs: narrow, md: wide } : mobile ? narrow : wide;
  const [menuOpen, setMenuOpen] = useState(initialMenuOpen);
  const [logoutOpen, setLogoutOpen] = useState(initialLogoutOpen);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const menuId = useId();

  const go = (path: string) =>
    inAppClick(() => {
      setMenuOpen(false);
      onNavigate(path);
    });

  return (
    <Root position="sticky" component="header">
      {/* On a phone the gutters are narrower: six icon buttons (an admin's) fit beside the mark
          at 320 px. */}
      <Toolbar sx={{ gap: bySize(0.5, 1), px: bySize(1, 3) }}>
        <Box
          component="a"
          href="/"
          onClick={go('/')}
          aria-label={`${PRODUCT_NAME} home`}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            mr: bySize(1, 2),
            // On a phone the icon buttons take the width (six for an admin, 320 px wide): the
            // mark stays and the name goes; the link keeps its name for screen readers.
            ...(narrowParts && {
              [theme.breakpoints.down('sm')]: { '& .MuiTypography-root': { display: 'none' } },
            }),
          }}
        >
          <Logo />
        </Box>
        {wideParts && (
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: 'flex', gap: 0.5, flex: 1, ...wideOnly }}
          >
            {MAIN_TABS.map((tab) => {
              const active = isActivePath(currentPath, tab.path);
              return (
                <Button
                  key={tab.path}
                  href={tab.path}
                  onClick={go(tab.path)}
                  aria-current={active ? 'page' : undefined}
                  sx={{
                    color: '#fff',
                    borderBottom: '3px solid',
                    borderColor: active ? '#fff' : 'transparent',
                    borderRadius: 0,
                    px: 1.5,
                  }}
                >
                  {tab.label}
                </Button>
              );
            })}
          </Box>
        )}
        {narrowParts && <Box sx={{ flex: 1, ...narrowOnly }} />}
        {onNotifications && (
          <NotificationBell
            unreadCount={unreadNotifications}
            onOpen={(anchor) => {
              setMenuOpen(false);
              onNotifications(anchor);
            }}
            opens={notificationsOnPage ? 'page' : 'dialog'}
            expanded={notificationsOpen}
          />
        )}
        <Tooltip title="Profile settings">
          <IconButton
            color="inherit"
            href={SETTINGS_PATH}
            onClick={go(SETTINGS_PATH)}
            aria-label="Profile settings"
          >
            <SettingsIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Privacy & account">
          <IconButton
            color="inherit"
            href={ACCOUNT_PATH}
            onClick={go(ACCOUNT_PATH)}
            aria-label="Privacy & account"
            aria-current={isActivePath(currentPath, ACCOUNT_PATH) ? 'page' : undefined}
          >
            <LockPersonIcon />
          </IconButton>
        </Tooltip>
        {isAdmin && (
          <Tooltip title="Admin panel">
            <IconButton
              color="inherit"
              href={ADMIN_PATH}
              onClick={go(ADMIN_PATH)}
              aria-label="Admin panel"
            >
              <AdminPanelSettingsIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Log out">
          <IconButton
            color="inherit"
            onClick={() => setLogoutOpen(true)}
            aria-label="Log out"
            aria-haspopup="dialog"
          >
            <LogoutIcon />
          </IconButton>
        </Tooltip>
        {narrowParts && (
          <IconButton
            color="inherit"
            sx={narrowOnly}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        )}
      </Toolbar>
      {narrowParts && (
        <Collapse in={menuOpen} id={menuId} sx={narrowOnly}>
          <Box component="nav" aria-label="Main" sx={{ bgcolor: 'primary.dark' }}>
            <List disablePadding>
              {MAIN_TABS.map((tab) => {
                const active = isActivePath(currentPath, tab.path);
                return (
                  <ListItem key={tab.path} disablePadding>
                    <ListItemButton
                      component="a"
                      href={tab.path}
                      onClick={go(tab.path)}
                      aria-current={active ? 'page' : undefined}
                      selected={active}
                      sx={{
                        color: '#fff',
                        '&.Mui-selected': { bgcolor: 'rgba(255,255,255,0.16)' },
                      }}
                    >
                      <ListItemText primary={tab.label} />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </Box>
        </Collapse>
      )}
      <LogoutDialog
        open={logoutOpen}
        busy={loggingOut}
        error={logoutError}
        onCancel={() => {
          setLogoutOpen(false);
          setLogoutError(null);
        }}
        onConfirm={(choice) => {
          setLogoutError(null);
          const pending = onLogout(choice);
          if (!pending) {
            setLogoutOpen(false);
            return;
          }
          // The dialog stays until the server has answered: closing the tab meanwhile must not
          // leave a person believing they are signed out while their session lives.
          setLoggingOut(true);
          void pending.then((failure) => {
            setLoggingOut(false);
            if (failure) setLogoutError(failure);
            else setLogoutOpen(false);
          });
        }}
      />
    </Root>
  );
}
