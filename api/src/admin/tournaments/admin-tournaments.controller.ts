import { Body, Controller, Get, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { User } from '../../accounts/entities/user.entity';
import { CurrentUser, SignedIn } from '../../accounts/auth/auth.guard';
import { IdPipe } from '../../common/validation/id.pipe';
import { AdminTournamentsService } from './admin-tournaments.service';
import { AdminTournamentsQueryDto } from './dto/admin-tournaments-query.dto';
import { TournamentEditDto } from './dto/tournament-edit.dto';
import { SameSiteOnlyGuard } from './same-site-only.guard';

const tournamentId = new IdPipe('tournamentNotFound');
const actorOf = (user: User) => ({ id: user.id, username: user.username });

/** The tournament calendar for admins; every route answers 401 signed out, 403 to non-admins. */
@ApiTags('tournaments (admin)')
@SignedIn('admin')
@Controller('admin/tournaments')
export class AdminTournamentsController {
  constructor(private readonly tournaments: AdminTournamentsService) {}

  @Get()
  @ApiOkResponse({ description: 'AdminTournamentList' })
  list(@Query() query: AdminTournamentsQueryDto) {
    return this.tournaments.list(query);
  }

  /** Pins or unpins; answers the tournament as it now is. */
  @Get('pin/:id')
  @UseGuards(SameSiteOnlyGuard)
  @ApiOkResponse({ description: 'AdminTournament' })
  pin(@Param('id', tournamentId) id: number, @CurrentUser() admin: User) {
    return this.tournaments.togglePinned(id, actorOf(admin));
  }

  /** Hides (visible false) or shows again; answers the tournament as it now is. */
  @Get('ignore/:id')
  @UseGuards(SameSiteOnlyGuard)
  @ApiOkResponse({ description: 'AdminTournament' })
  ignore(@Param('id', tournamentId) id: number, @CurrentUser() admin: User) {
    return this.tournaments.toggleHidden(id, actorOf(admin));
  }

  /** Starts processing (409 while it is already processing); answers it, status 'processing'. */
  @Get('process/:id')
  @UseGuards(SameSiteOnlyGuard)
  @ApiOkResponse({ description: 'AdminTournament' })
  process(@Param('id', tournamentId) id: number, @CurrentUser() admin: User) {
    return this.tournaments.process(id, actorOf(admin));
  }

  /**
   * The tournament as it now is with the progress of its last processing (`processing`), for
   * polling. (No GET /admin/tournaments/{id}: /admin/tournaments/locations is another page's.)
   */
  @Get('process/:id/progress')
  @ApiOkResponse({ description: 'AdminTournament' })
  progress(@Param('id', tournamentId) id: number) {
    return this.tournaments.get(id);
  }

  /** Edits the facts; answers the tournament, what changed and whether ratings depend on it. */
  @Patch(':id')
  @ApiOkResponse({ description: 'TournamentEditAnswer' })
  edit(
    @Param('id', tournamentId) id: number,
    @Body() body: TournamentEditDto,
    @CurrentUser() admin: User,
  ) {
    return this.tournaments.edit(id, body, actorOf(admin));
  }
}
