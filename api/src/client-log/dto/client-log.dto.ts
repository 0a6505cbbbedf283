import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export const CLIENT_LOG_MAX_LENGTH = 10_000;

/** A render error the PWA's crash screen reports. */
export class ClientLogDto {
  @ApiProperty({
    minLength: 1,
    maxLength: CLIENT_LOG_MAX_LENGTH,
    example: 'TypeError: x is undefined',
  })
  @IsString()
  @Matches(/\S/)
  @MaxLength(CLIENT_LOG_MAX_LENGTH)
  Msg!: string;
}
