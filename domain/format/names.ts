export interface NamedPlayer {
  lastName: string;
  firstName: string;
  lastNameLatin: string;
  firstNameLatin: string;
  nickname?: string | null;
}

/** Which script names are shown in. */
export type NameScript = 'cyrillic' | 'latin';

/** Russian reads Cyrillic names; English and Chinese read Latin ones. */
export function nameScript(language: string | undefined): NameScript {
  return language?.toLowerCase().startsWith('ru') ? 'cyrillic' : 'latin';
}

function fullName(last: string, first: string): string {
  return [last.trim(), first.trim()].filter(Boolean).join(' ');
}

/** 'Фамилия Имя' in the script, or the other script's when this one is empty. */
export function realName(player: NamedPlayer, script: NameScript): string {
  const cyrillic = fullName(player.lastName, player.firstName);
  const latin = fullName(player.lastNameLatin, player.firstNameLatin);
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

/** The name in the other script, when it differs (shown under the main one). */
export function otherScriptName(player: NamedPlayer, script: NameScript): string | null {
  const main = realName(player, script);
  const other = realName(player, script === 'cyrillic' ? 'latin' : 'cyrillic');
  return other !== main ? other : null;
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
