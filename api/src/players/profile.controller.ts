import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LimitedPageQueryDto } from '../common/validation/pagination.dto';
import { IdPipe } from '../common/validation/id.pipe';
import { ProfileService } from './profile.service';

const playerId = new IdPipe('playerNotFound');

@ApiTags('players')
@Controller('profile')
export class ProfileController {
  constructor(private readonly profileService: ProfileService) {}

  @Get(':id')
  profile(@Param('id', playerId) id: number) {
    return this.profileService.profile(id);
  }

  @Get(':id/games')
  games(@Param('id', playerId) id: number, @Query() page: LimitedPageQueryDto) {
    return this.profileService.games(id, page);
  }

  @Get(':id/opponents')
  opponents(@Param('id', playerId) id: number) {
    return this.profileService.opponents(id);
  }

  @Get(':id/statistics')
  statistics(@Param('id', playerId) id: number) {
    return this.profileService.statistics(id);
  }
}
