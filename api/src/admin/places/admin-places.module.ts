import { Module } from '@nestjs/common';
import { LocationsModule } from '../../locations/locations.module';
import { LocationsAdminController } from './locations-admin.controller';
import { LocationsAdminService } from './locations-admin.service';
import { PlaceFixController } from './place-fix.controller';
import { PlaceFixService } from './place-fix.service';
import { UnmatchedPlacesService } from './unmatched-places.service';

/** Places: unmatched tournament and player places, cities added, renamed and merged. */
@Module({
  imports: [LocationsModule],
  controllers: [PlaceFixController, LocationsAdminController],
  providers: [UnmatchedPlacesService, PlaceFixService, LocationsAdminService],
})
export class AdminPlacesModule {}
