import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from './config';
import type { Logger } from './logger';
import type { VapidKeys } from './services/notifications/push';

/** The file development keeps its generated pair in, inside DATA_DIR. */
export const VAPID_FILE = 'vapid.json';

const DEVELOPMENT_SUBJECT = 'mailto:admin@example.com';

function isKeys(value: unknown): value is VapidKeys {
  const v = value as Partial<VapidKeys> | null;
  return (
    typeof v?.publicKey === 'string' &&
    typeof v.privateKey === 'string' &&
    typeof v.subject === 'string'
  );
}

/**
 * The VAPID identity pushes are signed with (docs/notifications.md, On the phone). Configured
 * keys win. Development generates a pair once and keeps it in the data folder, so a browser's
 * subscription outlives a restart (a new pair would make every subscription useless). Tests get a
 * pair of their own in memory. Production without keys sends no pushes and says so at start.
 */
export function vapidKeys(config: Config, log: Pick<Logger, 'warn'>): VapidKeys | null {
  if (config.vapid) return config.vapid;
  if (config.nodeEnv === 'production') {
    log.warn('push_off', {
      reason:
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set: no pushes to phones',
    });
    return null;
  }
  const generate = (): VapidKeys => ({
    ...webpush.generateVAPIDKeys(),
    subject: DEVELOPMENT_SUBJECT,
  });
  if (config.nodeEnv === 'test') return generate();
  const file = path.join(config.dataDir, VAPID_FILE);
  try {
    const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeys(kept)) return kept;
    log.warn('vapid_file_replaced', { file, reason: 'not a key pair' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
      log.warn('vapid_file_replaced', { file, reason: (err as Error).message });
  }
  const keys = generate();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
