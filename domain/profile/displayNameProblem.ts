import { DISPLAY_NAME_MAX } from '../../contract/profile';
import { hasInvisibleCharacter, hasVisibleLetter } from './invisibleCharacters';
import { impersonatesStaff } from './staffNames';

// The rule a display name must meet (docs/product.md, Display names), and why one is refused.
export const CONTROL_CHARACTERS_MESSAGE =
  'display_name must not contain invisible or text-direction control characters.';
export const STAFF_NAME_MESSAGE =
  'display_name must not look like a staff account: Admin, Administrator, Moderator, Support and Peer Recovery Network are reserved.';
export const NO_LETTER_MESSAGE =
  'display_name must contain at least one letter, or be left blank to appear as Anonymous User.';

/**
 * Why a display name cannot be saved, or null when it can. One rule for the BFF (which refuses
 * with a 400) and the Profile Setup form (which may show the same message before sending).
 */
export function displayNameProblem(name: string): string | null {
  if (hasInvisibleCharacter(name)) return CONTROL_CHARACTERS_MESSAGE;
  if (name.trim() === '') return null; // blank: shown as 'Anonymous User'
  if (!hasVisibleLetter(name)) return NO_LETTER_MESSAGE;
  if (impersonatesStaff(name)) return STAFF_NAME_MESSAGE;
  return null;
}

/**
 * The display name the first Profile Setup suggests: only the first word of the provider's name
 * ('Heidi' for 'Heidi RealSurname'), and nothing when that word could not be saved anyway.
 */
export function suggestedDisplayName(providerName: string | null | undefined): string {
  const first = (providerName ?? '').trim().split(/\s+/)[0] ?? '';
  const word = first.slice(0, DISPLAY_NAME_MAX);
  return word && !displayNameProblem(word) ? word : '';
}
