import { Module } from '@nestjs/common';
import { DonateController } from './donate.controller';
import { DonateService } from './donate.service';
import { DonationRecorder } from './donation-recorder';

@Module({
  controllers: [DonateController],
  providers: [DonateService, DonationRecorder],
})
export class DonateModule {}
