import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { UsernameChange } from '@sync/contract/account';

export class UsernameChangeDto implements UsernameChange {
  @ApiProperty({
    description:
      'The new username, stored in its NFKC form; its rules are checked with their messages, ' +
      'and 409 USERNAME_CONFUSABLE answers a name that looks like another account’s',
  })
  @IsString()
  @MaxLength(1000)
  username!: string;
}
