import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../../accounts/auth/auth.guard';
import type { User } from '../../accounts/entities/user.entity';
import { IdPipe } from '../../common/validation/id.pipe';
import { PlaceTextFixDto } from './dto/place-text-fix.dto';
import { PlaceFixService } from './place-fix.service';
import { PLAYER_PLACES, TOURNAMENT_PLACES } from './place-tables';
import { UnmatchedPlacesService } from './unmatched-places.service';

const tournamentId = new IdPipe('tournamentLocationFailed');
const playerId = new IdPipe('playerLocationFailed');

/** Tournaments' and players' imported place texts that matched no city, and their fixes. */
@ApiTags('places (admin)')
@SignedIn('admin')
@Controller('admin')
export class PlaceFixController {
  constructor(
    private readonly unmatched: UnmatchedPlacesService,
    private readonly fixes: PlaceFixService,
  ) {}

  @Get('tournaments/locations')
  @ApiOkResponse({ description: 'UnmatchedPlaces<UnmatchedTournament>' })
  tournaments() {
    return this.unmatched.tournaments();
  }

  @Patch('tournaments/locations/by-text')
  @ApiOkResponse({ description: 'PlaceFixResult' })
  fixTournamentText(@Body() body: PlaceTextFixDto, @CurrentUser() admin: User) {
    return this.fixes.fixText(TOURNAMENT_PLACES, body.text, body.location, admin);
  }

  @Patch('tournaments/:id/location/:location')
  @ApiOkResponse({ description: 'PlaceFixResult' })
  fixTournament(
    @Param('id', tournamentId) id: number,
    @Param('location', tournamentId) location: number,
    @CurrentUser() admin: User,
  ) {
    return this.fixes.fixOne(TOURNAMENT_PLACES, id, location, admin);
  }

  @Get('players/locations')
  @ApiOkResponse({ description: 'UnmatchedPlaces<UnmatchedPlayer>' })
  players() {
    return this.unmatched.players();
  }

  @Patch('players/locations/by-text')
  @ApiOkResponse({ description: 'PlaceFixResult' })
  fixPlayerText(@Body() body: PlaceTextFixDto, @CurrentUser() admin: User) {
    return this.fixes.fixText(PLAYER_PLACES, body.text, body.location, admin);
  }

  @Patch('players/:id/location/:location')
  @ApiOkResponse({ description: 'PlaceFixResult' })
  fixPlayer(
    @Param('id', playerId) id: number,
    @Param('location', playerId) location: number,
    @CurrentUser() admin: User,
  ) {
    return this.fixes.fixOne(PLAYER_PLACES, id, location, admin);
  }
}
