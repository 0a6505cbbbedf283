import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { PLAYER_NAME_MAX_LENGTH, type PlayerNameChange } from '@sync/contract/admin-players';

/**
 * PATCH /admin/profile/rename/{id}: the name in the language of `?lang=`. Letters of that
 * language's script, spaces, dashes and apostrophes; trimmed. Not text: 400 BAD_PARAMETERS; text
 * breaking a rule: 400 INVALID_PLAYER_NAME with the field and the rule's message.
 */
export class PlayerNameDto implements PlayerNameChange {
  @ApiProperty({
    description: 'Family name (ru Cyrillic, en Latin, zh Han characters); required',
    maxLength: PLAYER_NAME_MAX_LENGTH,
    example: 'Иванов',
  })
  @IsString()
  @MaxLength(1000)
  lastName!: string;

  @ApiProperty({
    description: 'Given name in the same script; may be empty',
    maxLength: PLAYER_NAME_MAX_LENGTH,
    example: 'Иван',
  })
  @IsString()
  @MaxLength(1000)
  firstName!: string;
}
