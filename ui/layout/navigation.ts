/** The main tabs of the header, in the order of docs/product.md, Main layout and header. */
export const MAIN_TABS = [
  { label: 'Community', path: '/social' },
  { label: 'Messages', path: '/messages' },
  { label: 'Map', path: '/map' },
  { label: 'Store', path: '/store' },
  { label: 'Toolkit', path: '/toolkit' },
  { label: 'Get Help', path: '/help' },
] as const;

export const SETTINGS_PATH = '/setup?edit=true';
export const ADMIN_PATH = '/admin';
/** Privacy & account: open to every signed-in person, finished profile or not. */
export const ACCOUNT_PATH = '/account';

/** True when `current` is `tabPath` or below it. */
export const isActivePath = (current: string, tabPath: string) =>
  current === tabPath || current.startsWith(`${tabPath}/`);
