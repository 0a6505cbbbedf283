import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { ResetPassword, ResetRequest } from '@sync/contract/account';

/** Checked by the service, which answers the exact message (not the generic 400). */
export class ResetRequestDto implements Partial<Record<keyof ResetRequest, unknown>> {
  @ApiProperty({ type: String, description: 'username or e-mail, any letter case' })
  @Allow()
  login?: unknown;
}

export class ResetPasswordDto implements Partial<Record<keyof ResetPassword, unknown>> {
  @ApiProperty({ type: String, format: 'password', minLength: 8, maxLength: 256 })
  @Allow()
  password?: unknown;
}
