import { Module } from '@nestjs/common';
import { LocationsModule } from '../locations/locations.module';
import { SyncController } from './sync.controller';
import { SyncService } from './sync.service';

@Module({
  imports: [LocationsModule],
  controllers: [SyncController],
  providers: [SyncService],
})
export class SyncModule {}
