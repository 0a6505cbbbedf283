import { Injectable } from '@nestjs/common';
import type { RatingSystemId } from '@domain/rating/types';
import type { CurrentRating } from '@sync/contract/rating';
import { PlayersService } from '../players/players.service';

@Injectable()
export class RatingService {
  constructor(private readonly players: PlayersService) {}

  async current(id: number, federation: RatingSystemId): Promise<CurrentRating> {
    const player = await this.players.get(id, federation);
    const value = player.ratings[federation];
    return {
      playerId: id,
      federation,
      rating: value?.rating ?? null,
      deviation: value?.deviation ?? null,
      volatility: value?.volatility ?? null,
      rankLabel: player.rankLabel,
      lastUpdate: player.lastUpdate,
    };
  }
}
