import { Module } from '@nestjs/common';
import { usageLimitsProvider } from '../common/config/usage-limits.provider';
import { GameLibraryController } from './game-library.controller';
import { GameLibraryQuery } from './game-library.query';
import { GameLibraryService } from './game-library.service';
import { LibraryRecordController } from './library-record.controller';

/** Users' own SGF records: /file/game (registered before FilesModule's /file/{id}). */
@Module({
  controllers: [GameLibraryController, LibraryRecordController],
  providers: [GameLibraryService, GameLibraryQuery, usageLimitsProvider],
})
export class GameLibraryModule {}
