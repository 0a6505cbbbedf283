export interface NamedPlayer {
  lastName: string;
  firstName: string;
  lastNameLatin: string;
  firstNameLatin: string;
  nickname?: string | null;
  /** the Chinese name, when one was given */
  lastNameZh?: string | null;
  firstNameZh?: string | null;
}

/** Which script names are shown in; 'han' (Chinese) reads places and titles in Latin. */
export type NameScript = 'cyrillic' | 'latin' | 'han';

/** Russian reads Cyrillic names, Chinese its own (else Latin) ones, every other language Latin. */
export function nameScript(language: string | undefined): NameScript {
  const code = language?.toLowerCase();
  if (code?.startsWith('ru')) return 'cyrillic';
  return code?.startsWith('zh') ? 'han' : 'latin';
}

function fullName(last: string, first: string): string {
  return [last.trim(), first.trim()].filter(Boolean).join(' ');
}

/** A Chinese name: family name first, written together. */
function chineseName(player: NamedPlayer): string {
  return `${player.lastNameZh ?? ''}${player.firstNameZh ?? ''}`.replace(/\s+/g, '');
}

/**
 * 'Фамилия Имя' in the script, or the other script's when this one is empty; in Chinese the
 * Chinese name, else the Latin one.
 */
export function realName(player: NamedPlayer, script: NameScript): string {
  const cyrillic = fullName(player.lastName, player.firstName);
  const latin = fullName(player.lastNameLatin, player.firstNameLatin);
  if (script === 'han') return chineseName(player) || latin || cyrillic || '—';
  return (script === 'cyrillic' ? cyrillic || latin : latin || cyrillic) || '—';
}

/**
 * How the app names a player in text (search hits, a picked player, a player's page, labels): the
 * real name, and the nickname beside it when there is one ('Иванов Иван (Vanya)'); never the
 * nickname alone. Lists show the same: the name, the nickname in a muted span beside it.
 */
export function nameWithNickname(player: NamedPlayer, script: NameScript): string {
  const name = realName(player, script);
  const nickname = player.nickname?.trim();
  return nickname ? `${name} (${nickname})` : name;
}

/**
 * The name in the other script, when it differs (shown under the main one): the Latin one under
 * Cyrillic and Chinese names, the Cyrillic one under Latin names (and Chinese shown in Latin).
 */
export function otherScriptName(player: NamedPlayer, script: NameScript): string | null {
  const main = realName(player, script);
  const others: NameScript[] =
    script === 'cyrillic' ? ['latin'] : script === 'latin' ? ['cyrillic'] : ['latin', 'cyrillic'];
  return others.map((other) => realName(player, other)).find((name) => name !== main) ?? null;
}

export function placeName(
  node: { name: string; nameLatin: string } | null | undefined,
  script: NameScript,
): string {
  if (!node) return '';
  return script === 'cyrillic' ? node.name || node.nameLatin : node.nameLatin || node.name;
}

/** A title in the script: API resources carry `title` and `titleLatin`. */
export function titleIn(item: { title: string; titleLatin: string }, script: NameScript): string {
  return script === 'cyrillic' ? item.title || item.titleLatin : item.titleLatin || item.title;
}
