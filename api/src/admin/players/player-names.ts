import type { MergePlayer, NameLanguage, PlayerNames } from '@sync/contract/admin-players';
import type { Player } from '../../players/player.entity';

type NameField = 'lastName' | 'firstName' | 'lastNameLatin' | 'firstNameLatin';
type ZhField = 'lastNameZh' | 'firstNameZh';

/** The entity's fields holding the name in each language. */
export const NAME_FIELDS: Record<
  NameLanguage,
  { last: NameField | ZhField; first: NameField | ZhField }
> = {
  ru: { last: 'lastName', first: 'firstName' },
  en: { last: 'lastNameLatin', first: 'firstNameLatin' },
  zh: { last: 'lastNameZh', first: 'firstNameZh' },
};

export function toPlayerNames(player: Player): PlayerNames {
  return {
    id: player.id,
    lastName: player.lastName,
    firstName: player.firstName,
    lastNameLatin: player.lastNameLatin,
    firstNameLatin: player.firstNameLatin,
    lastNameZh: player.lastNameZh,
    firstNameZh: player.firstNameZh,
    nickname: player.nickname,
    rev: player.rev,
  };
}

export function toMergePlayer(player: Player): MergePlayer {
  return { ...toPlayerNames(player), egdPin: player.egdPin, agaId: player.agaId };
}
