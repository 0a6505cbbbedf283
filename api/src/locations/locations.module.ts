import { Module } from '@nestjs/common';
import { LocationTreeCache } from './location-tree.cache';
import { LocationsController } from './locations.controller';
import { LocationsService } from './locations.service';

@Module({
  controllers: [LocationsController],
  providers: [LocationTreeCache, LocationsService],
  exports: [LocationTreeCache, LocationsService],
})
export class LocationsModule {}
