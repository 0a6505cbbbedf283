import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { LibraryGameDetail } from '@sync/contract/game-library';
import type { User } from '../accounts/entities/user.entity';
import { Viewer, ViewerGuard } from '../accounts/profile/viewer.guard';
import { gameId } from './game-library.controller';
import { GameLibraryService } from './game-library.service';

/**
 * GET /file/game/{id}: one record. Open to visitors for public records, so a shared link opens
 * without an account; a private record is its owner's and the admins' (404 for anyone else).
 * Registered after GameLibraryController, whose static paths (formats, statistics) come first.
 */
@ApiTags('game library')
@Controller('file/game')
export class LibraryRecordController {
  constructor(private readonly library: GameLibraryService) {}

  @Get(':id')
  @UseGuards(ViewerGuard)
  @ApiOkResponse({ description: 'LibraryGameDetail' })
  @ApiNotFoundResponse({ description: 'No game record with such id (or a private one of others)' })
  detail(@Viewer() user: User | null, @Param('id', gameId) id: number): Promise<LibraryGameDetail> {
    return this.library.detail(user, id);
  }
}
