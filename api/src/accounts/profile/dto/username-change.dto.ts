import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { UsernameChange } from '@sync/contract/account';

export class UsernameChangeDto implements UsernameChange {
  @ApiProperty({ description: 'The new username; its rules are checked with their messages' })
  @IsString()
  @MaxLength(1000)
  username!: string;
}
