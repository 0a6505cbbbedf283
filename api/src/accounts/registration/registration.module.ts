import { Module } from '@nestjs/common';
import { ActivationResendService } from './activation-resend.service';
import { ActivationService } from './activation.service';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';

@Module({
  controllers: [RegistrationController],
  providers: [RegistrationService, ActivationService, ActivationResendService],
})
export class RegistrationModule {}
