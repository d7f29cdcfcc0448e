/** Structured logs: one JSON object per line, so they can be searched and shipped as they are. */
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(
  enabled = true,
  write: (line: string) => void = (l) => process.stdout.write(l + '\n'),
): Logger {
  const emit = (level: string) => (msg: string, fields?: Record<string, unknown>) => {
    if (!enabled && level !== 'error') return;
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  };
  return { info: emit('info'), warn: emit('warn'), error: emit('error') };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
