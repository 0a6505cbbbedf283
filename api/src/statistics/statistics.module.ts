import { Module } from '@nestjs/common';
import { LocationsModule } from '../locations/locations.module';
import { StatisticsService } from './statistics.service';

@Module({
  imports: [LocationsModule],
  providers: [StatisticsService],
  exports: [StatisticsService],
})
export class StatisticsModule {}
