import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { PlayerCard } from '@sync/contract/play';
import { User } from '../../accounts/entities/user.entity';
import { displayNameOf, pictureUrlOf } from '../../accounts/user-mapping';
import { OnlineRating } from '../rating/online-rating.entity';
import { NEWCOMER_ONLINE_RATING, onlineRatingView } from '../rating/online-rating-rules';

/** Accounts as the lobby and the games show them: name, avatar, online rating and rank. */
@Injectable()
export class PlayerCardsService {
  constructor(private readonly em: EntityManager) {}

  async cards(
    userIds: readonly number[],
    em: EntityManager = this.em,
  ): Promise<Map<number, PlayerCard>> {
    const ids = [...new Set(userIds)];
    const cards = new Map<number, PlayerCard>();
    if (ids.length === 0) return cards;
    const [users, ratings] = await Promise.all([
      em.find(User, { id: { $in: ids } }, { disableIdentityMap: true }),
      em.find(OnlineRating, { userId: { $in: ids } }, { disableIdentityMap: true }),
    ]);
    const ratingOf = new Map(ratings.map((r) => [r.userId, r]));
    for (const user of users) {
      const rating = ratingOf.get(user.id);
      const view = onlineRatingView(rating ?? NEWCOMER_ONLINE_RATING, rating?.games ?? 0);
      cards.set(user.id, {
        userId: user.id,
        name: displayNameOf(user),
        avatar: pictureUrlOf(user),
        rating: view.rating,
        rank: view.rank,
        ...(user.roles.split(',').includes('bot') ? { bot: true as const } : {}),
      });
    }
    return cards;
  }

  async card(userId: number, em: EntityManager = this.em): Promise<PlayerCard> {
    return (await this.cards([userId], em)).get(userId) ?? unknownPlayer(userId);
  }
}

/** A deleted account's place in an old game. */
export function unknownPlayer(userId: number): PlayerCard {
  return { userId, name: '—', avatar: '', rating: 0, rank: '' };
}
