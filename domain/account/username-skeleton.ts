import unhomoglyph from 'unhomoglyph';
import { BOT_USERNAMES, accountKey, isReservedUsernameKey } from './account-rules';

// Not re-exported by index.ts: the confusables table (about 100 KB) stays out of the PWA's
// bundle; only the API compares skeletons, against the database.

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** HTML shows a run of spaces as one. */
const WHITESPACE_RUN = /\s+/gu;

/**
 * What a username looks like, as in Unicode TR39's skeleton: NFKC (the stored form), invisible
 * code points dropped, each character replaced by its prototype in Unicode's confusables table
 * (the unhomoglyph package: Cyrillic а is a, rn is m, 0 is O), then lower case, so look-alikes
 * in any letter case share it. Two names with one skeleton are confusable. Not for display.
 * A capital I and a small l share one, but the lower-cased i of another name's I does not.
 */
export function usernameSkeleton(username: string): string {
  const visible = username
    .normalize('NFKC')
    .replace(DEFAULT_IGNORABLE, '')
    .replace(WHITESPACE_RUN, ' ')
    .normalize('NFD');
  return unhomoglyph(visible).toLowerCase().normalize('NFD');
}

const BOT_SKELETONS: readonly string[] = BOT_USERNAMES.map(usernameSkeleton);
const DELETED_PREFIX = usernameSkeleton('deleted-');
const DIGIT_SKELETONS = [...new Set([...'0123456789'].map(usernameSkeleton))];

/**
 * Names nobody may register or take: the reserved keys (isReservedUsernameKey) and their
 * look-alikes, e.g. 'bоt-modern' with a Cyrillic о or 'deleted-lO'.
 */
export function isReservedUsername(username: string): boolean {
  if (isReservedUsernameKey(accountKey(username))) return true;
  const skeleton = usernameSkeleton(username);
  if (BOT_SKELETONS.includes(skeleton)) return true;
  if (!skeleton.startsWith(DELETED_PREFIX)) return false;
  let rest = skeleton.slice(DELETED_PREFIX.length);
  if (rest === '') return false;
  while (rest !== '') {
    const digit = DIGIT_SKELETONS.find((d) => rest.startsWith(d));
    if (!digit) return false;
    rest = rest.slice(digit.length);
  }
  return true;
}
