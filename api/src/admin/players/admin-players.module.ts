import { Module } from '@nestjs/common';
import { AdminPlayersController } from './admin-players.controller';
import { PlayerMergeService } from './player-merge.service';
import { PlayerRenameService } from './player-rename.service';

/** Players' names per language and merging duplicate player records. */
@Module({
  controllers: [AdminPlayersController],
  providers: [PlayerRenameService, PlayerMergeService],
})
export class AdminPlayersModule {}
