import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../../accounts/auth/auth.guard';
import type { User } from '../../accounts/entities/user.entity';
import { IdPipe } from '../../common/validation/id.pipe';
import { NameLanguageQueryDto } from './dto/name-language-query.dto';
import { PlayerNameDto } from './dto/player-name.dto';
import { PlayerMergeService } from './player-merge.service';
import { PlayerRenameService } from './player-rename.service';

const playerId = new IdPipe('playerNotFound');

/** Players' names and duplicate records; every route answers 401 signed out, 403 to non-admins. */
@ApiTags('players (admin)')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({
  description: "Permission denied. You don't have access to perform this action.",
})
@SignedIn('admin')
@Controller('admin')
export class AdminPlayersController {
  constructor(
    private readonly renames: PlayerRenameService,
    private readonly merges: PlayerMergeService,
  ) {}

  @Patch('profile/rename/:id')
  @ApiOkResponse({ description: 'PlayerNames: the player with every name, the new rev' })
  @ApiBadRequestResponse({
    description: 'BAD_PARAMETERS (lang, body not text) or INVALID_PLAYER_NAME (field, rule)',
  })
  @ApiNotFoundResponse({ description: 'PLAYER_NOT_FOUND' })
  rename(
    @Param('id', playerId) id: number,
    @Query() query: NameLanguageQueryDto,
    @Body() body: PlayerNameDto,
    @CurrentUser() admin: User,
  ) {
    return this.renames.rename(id, query.lang, body, admin);
  }

  @Get('players/:id/merge/:into')
  @ApiOkResponse({
    description: 'MergePreview: what merging player `id` into `into` moves, and its conflicts',
  })
  @ApiNotFoundResponse({ description: 'PLAYER_NOT_FOUND' })
  mergePreview(@Param('id', playerId) id: number, @Param('into', playerId) into: number) {
    return this.merges.preview(id, into);
  }

  @Post('players/:id/merge/:into')
  @HttpCode(200)
  @ApiOkResponse({ description: 'MergeResult: the kept record, what moved' })
  @ApiNotFoundResponse({ description: 'PLAYER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'PLAYERS_MERGE_CONFLICT with the reason; nothing changed' })
  merge(
    @Param('id', playerId) id: number,
    @Param('into', playerId) into: number,
    @CurrentUser() admin: User,
  ) {
    return this.merges.merge(id, into, admin);
  }
}
