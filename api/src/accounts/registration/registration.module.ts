import { Module } from '@nestjs/common';
import { ActivationService } from './activation.service';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';

@Module({
  controllers: [RegistrationController],
  providers: [RegistrationService, ActivationService],
})
export class RegistrationModule {}
