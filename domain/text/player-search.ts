import { normalizeName } from './normalize-name';

export interface PlayerNames {
  lastName: string;
  firstName: string;
  lastNameLatin: string;
  firstNameLatin: string;
  nickname?: string | null;
  lastNameZh?: string | null;
  firstNameZh?: string | null;
}

/**
 * What a name filter searches: both scripts in both orders (so 'иван петров' and 'петров иван'
 * both match), the nickname and the Chinese name (written together, family name first), normalised.
 */
export function playerSearchText(names: PlayerNames): string {
  const parts = [
    `${names.lastName} ${names.firstName}`,
    `${names.firstName} ${names.lastName}`,
    `${names.lastNameLatin} ${names.firstNameLatin}`,
    `${names.firstNameLatin} ${names.lastNameLatin}`,
    names.nickname ?? '',
    `${names.lastNameZh ?? ''}${names.firstNameZh ?? ''}`,
  ];
  return [...new Set(parts.map(normalizeName).filter(Boolean))].join(' | ');
}
