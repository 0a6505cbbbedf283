import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { LoginRequest } from '@sync/contract/account';

/** Checked by the login service, which answers the exact messages (not the generic 400). */
export class LoginDto implements Partial<Record<keyof LoginRequest, unknown>> {
  @ApiProperty({ type: String, description: 'username or e-mail, any letter case' })
  @Allow()
  login?: unknown;

  @ApiProperty({ type: String, format: 'password' })
  @Allow()
  password?: unknown;
}
