import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { NAME_LANGUAGES, type NameLanguage } from '@sync/contract/admin-players';

/** ?lang= of the rename: which of the player's names changes. */
export class NameLanguageQueryDto {
  @ApiProperty({
    enum: NAME_LANGUAGES,
    description: 'ru: the Cyrillic name, en: the Latin one, zh: the Chinese one',
  })
  @IsIn(NAME_LANGUAGES)
  lang!: NameLanguage;
}
