import { describe, expect, it } from 'vitest';
import { DEVICE_LABEL_MAX, UNKNOWN_BROWSER, deviceLabel } from './deviceLabel';

/** User-Agent headers as real browsers send them. */
const USER_AGENTS = {
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  edgeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const;

describe('deviceLabel', () => {
  it.each([
    [USER_AGENTS.firefoxWindows, 'Firefox on Windows'],
    [USER_AGENTS.chromeAndroid, 'Chrome on Android'],
    [USER_AGENTS.safariIphone, 'Safari on iPhone'],
    [USER_AGENTS.edgeMac, 'Edge on macOS'],
    [USER_AGENTS.safariIpad, 'Safari on iPad'],
    [USER_AGENTS.samsungAndroid, 'Samsung Internet on Android'],
    [USER_AGENTS.chromeOs, 'Chrome on Chrome OS'],
  ])('names the browser and the device of %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });

  it("says 'Unknown browser' for a missing, empty or unknown User-Agent", () => {
    expect(deviceLabel(undefined)).toBe(UNKNOWN_BROWSER);
    expect(deviceLabel('')).toBe(UNKNOWN_BROWSER);
    expect(deviceLabel('   ')).toBe(UNKNOWN_BROWSER);
    expect(deviceLabel('node')).toBe(UNKNOWN_BROWSER);
    expect(deviceLabel('curl/8.5.0')).toBe(UNKNOWN_BROWSER);
  });

  it('never shows words the sender made up, and stays short', () => {
    // Bowser would call this browser 'Evil<script>': only names from its tables are kept.
    expect(deviceLabel('Evil<script>/1.0 (Windows NT 10.0)')).toBe('Unknown browser on Windows');
    const long = `${'x'.repeat(500)}/1.0 (a)`;
    expect(deviceLabel(long)).toBe(UNKNOWN_BROWSER);
    for (const ua of [...Object.values(USER_AGENTS), long])
      expect(deviceLabel(ua).length).toBeLessThanOrEqual(DEVICE_LABEL_MAX);
  });
});
