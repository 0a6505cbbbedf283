interface Names {
  lastName: string;
  firstName: string;
  lastNameLatin: string;
  firstNameLatin: string;
  nickname: string | null;
}

/** 'Фамилия Имя' (Latin for en and zh), the nickname in front when there is one. */
export function playerLabel(player: Names, latin: boolean): string {
  const cyrillic = [player.lastName, player.firstName].filter(Boolean).join(' ');
  const roman = [player.lastNameLatin, player.firstNameLatin].filter(Boolean).join(' ');
  const name = (latin ? roman || cyrillic : cyrillic || roman) || '—';
  const nickname = player.nickname?.trim();
  return nickname ? `${nickname} (${name})` : name;
}
