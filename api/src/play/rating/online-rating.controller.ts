import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/knex';
import { User } from '../../accounts/entities/user.entity';
import { ApiError } from '../../common/errors/api-error';
import { IdPipe } from '../../common/validation/id.pipe';
import { OnlineRating } from './online-rating.entity';
import {
  NEWCOMER_ONLINE_RATING,
  onlineRatingView,
  type OnlineRatingView,
} from './online-rating-rules';

const userId = new IdPipe('userNotFound');

@ApiTags('play')
@Controller('play/rating')
export class OnlineRatingController {
  constructor(private readonly em: EntityManager) {}

  /** An account's online rating; a newcomer's until its first ranked game ends. */
  @Get(':userId')
  async rating(@Param('userId', userId) id: number): Promise<OnlineRatingView> {
    const em = this.em.fork();
    const user = await em.findOne(User, { id, status: 'active' });
    if (!user) throw new ApiError('userNotFound');
    const rating = await em.findOne(OnlineRating, { userId: id });
    return onlineRatingView(rating ?? NEWCOMER_ONLINE_RATING, rating?.games ?? 0);
  }
}
