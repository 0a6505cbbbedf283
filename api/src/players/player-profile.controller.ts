import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LimitedPageQueryDto } from '../common/validation/pagination.dto';
import { IdPipe } from '../common/validation/id.pipe';
import { PlayerProfileService } from './player-profile.service';

const playerId = new IdPipe('playerNotFound');

@ApiTags('players')
@Controller('profile')
export class PlayerProfileController {
  constructor(private readonly profiles: PlayerProfileService) {}

  @Get(':id')
  profile(@Param('id', playerId) id: number) {
    return this.profiles.profile(id);
  }

  @Get(':id/games')
  games(@Param('id', playerId) id: number, @Query() page: LimitedPageQueryDto) {
    return this.profiles.games(id, page);
  }

  @Get(':id/opponents')
  opponents(@Param('id', playerId) id: number) {
    return this.profiles.opponents(id);
  }

  @Get(':id/statistics')
  statistics(@Param('id', playerId) id: number) {
    return this.profiles.statistics(id);
  }
}
