import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { API_TOKEN_NAME_MAX_LENGTH } from '@domain/account';

/** Checked by the tokens service: 400 INVALID_FIELD (field 'name') when not 1..60 characters. */
export class CreateApiTokenDto {
  @ApiProperty({ type: String, minLength: 1, maxLength: API_TOKEN_NAME_MAX_LENGTH })
  @Allow()
  name?: unknown;
}
