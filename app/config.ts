/** Where 'Report this issue to support' sends its e-mail draft (VITE_SUPPORT_EMAIL at build time). */
export const SUPPORT_EMAIL: string =
  import.meta.env.VITE_SUPPORT_EMAIL || 'support@peer-recovery.network';
