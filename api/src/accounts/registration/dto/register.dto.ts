import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { LANGUAGES } from '@domain/account';
import type { RegisterRequest } from '@sync/contract/account';

/** Checked by parseRegistration(), which answers the exact messages (not the generic 400). */
export class RegisterDto implements Partial<Record<keyof RegisterRequest, unknown>> {
  @ApiProperty({
    type: String,
    minLength: 3,
    maxLength: 40,
    description:
      'Stored in its NFKC form; no controls, invisible characters, @ or < > & " \'; ' +
      '409 USERNAME_CONFUSABLE when it looks like a taken one',
  })
  @Allow()
  username?: unknown;

  @ApiProperty({ type: String, format: 'email', maxLength: 254 })
  @Allow()
  email?: unknown;

  @ApiProperty({ type: String, format: 'password', minLength: 8, maxLength: 256 })
  @Allow()
  password?: unknown;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Accept-Language when left out' })
  @Allow()
  language?: unknown;
}
