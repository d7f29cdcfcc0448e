/** The device's IANA time zone ('Europe/Lisbon'); 'UTC' where the runtime does not say. */
export const deviceTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
