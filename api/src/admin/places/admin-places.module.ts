import { Module } from '@nestjs/common';

/** Places: unmatched tournament and player places, cities added, renamed and merged. */
@Module({})
export class AdminPlacesModule {}
