import { BROWSER_MAP, OS_MAP, parse } from 'bowser';

/** What a session is called when its browser is not one we can name. */
export const UNKNOWN_BROWSER = 'Unknown browser';

/** The longest label kept; nothing longer reaches the sessions list. */
export const DEVICE_LABEL_MAX = 60;

/** Bowser's names that read long in a list, as people say them. */
const SHORTER: Readonly<Record<string, string>> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
};

// Only names from bowser's own tables are shown: for a browser it does not know, bowser falls back
// to the first word of the User-Agent, which the sender writes freely.
const KNOWN_BROWSERS = new Set(Object.values(BROWSER_MAP).filter((name) => name !== 'Generic'));
const KNOWN_SYSTEMS = new Set(Object.values(OS_MAP));
/** On iOS, the device says more than the system ('Safari on iPhone'). */
const APPLE_DEVICES = new Set(['iPhone', 'iPad', 'iPod']);

/**
 * A short name for the browser and device a session signed in from, e.g. 'Firefox on Windows',
 * 'Chrome on Android', 'Safari on iPhone', 'Edge on macOS'; 'Unknown browser' when the User-Agent
 * names none we know. Computed once, at sign-in (bff/services/sessions.ts).
 */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_BROWSER;
  const { browser, os, platform } = parse(userAgent);
  const name = browser.name && KNOWN_BROWSERS.has(browser.name) ? browser.name : undefined;
  const system =
    os.name === 'iOS' && platform.model && APPLE_DEVICES.has(platform.model)
      ? platform.model
      : os.name && KNOWN_SYSTEMS.has(os.name)
        ? os.name
        : undefined;
  const label = [name ? (SHORTER[name] ?? name) : UNKNOWN_BROWSER, system]
    .filter(Boolean)
    .join(' on ');
  return label.slice(0, DEVICE_LABEL_MAX);
}
