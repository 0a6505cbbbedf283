import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { PasswordChange } from '@sync/contract/account';

export class PasswordChangeDto implements PasswordChange {
  @ApiProperty()
  @IsString()
  @MaxLength(10_000)
  currentPassword!: string;

  @ApiProperty({ description: 'Checked with the password rules and their messages' })
  @IsString()
  @MaxLength(10_000)
  newPassword!: string;
}
