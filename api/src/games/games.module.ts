import { Module } from '@nestjs/common';
import { GameRecordService } from './game-record.service';
import { GamesController } from './games.controller';
import { GamesService } from './games.service';

@Module({
  controllers: [GamesController],
  providers: [GamesService, GameRecordService],
  exports: [GamesService, GameRecordService],
})
export class GamesModule {}
