/** Where 'Report this issue to support' sends its e-mail draft (VITE_SUPPORT_EMAIL at build time). */
export const SUPPORT_EMAIL: string =
  import.meta.env.VITE_SUPPORT_EMAIL || 'support@peer-recovery.network';

/** Where the Get Help listing invitations send their e-mail (VITE_PARTNERSHIPS_EMAIL at build time). */
export const PARTNERSHIPS_EMAIL: string =
  import.meta.env.VITE_PARTNERSHIPS_EMAIL || 'partnerships@peer-recovery.network';
