import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { EmailChangeRequest } from '@sync/contract/account';

/** Checked by the service, which answers the rules' exact messages (not the generic 400). */
export class EmailChangeDto implements Partial<Record<keyof EmailChangeRequest, unknown>> {
  @ApiProperty({ type: String, description: 'the new address' })
  @Allow()
  email?: unknown;

  @ApiProperty({ type: String, format: 'password', description: 'the current password' })
  @Allow()
  password?: unknown;
}
