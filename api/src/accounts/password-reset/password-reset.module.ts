import { Module } from '@nestjs/common';
import { PasswordResetRequestService } from './password-reset-request.service';
import { PasswordResetController } from './password-reset.controller';
import { ResetTokenService } from './reset-token.service';

@Module({
  controllers: [PasswordResetController],
  providers: [PasswordResetRequestService, ResetTokenService],
})
export class PasswordResetModule {}
