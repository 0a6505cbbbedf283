import { Module } from '@nestjs/common';
import { PlayersModule } from '../players/players.module';
import { RatingController } from './rating.controller';
import { RatingService } from './rating.service';

@Module({
  imports: [PlayersModule],
  controllers: [RatingController],
  providers: [RatingService],
})
export class RatingModule {}
