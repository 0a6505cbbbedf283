import type { EntityManager } from '@mikro-orm/knex';
import type { Challenge as ChallengeView, ChallengeSettings, TimeClass } from '@sync/contract/play';
import type { PlayerCardsService } from '../cards/player-cards.service';
import { unknownPlayer } from '../cards/player-cards.service';
import type { Challenge } from './challenge.entity';

export function settingsOf(challenge: Challenge): ChallengeSettings {
  return JSON.parse(challenge.settings) as ChallengeSettings;
}

/** Challenges as the lobby shows them, each with its creator's card, in the given order. */
export async function challengeViews(
  em: EntityManager,
  cards: PlayerCardsService,
  challenges: readonly Challenge[],
): Promise<ChallengeView[]> {
  const cardOf = await cards.cards(
    challenges.map((c) => c.creatorId),
    em,
  );
  return challenges.map((challenge) => ({
    id: challenge.id,
    createdAt: challenge.createdAt.toISOString(),
    creator: cardOf.get(challenge.creatorId) ?? unknownPlayer(challenge.creatorId),
    settings: settingsOf(challenge),
    timeClass: challenge.timeClass as TimeClass,
    ...(challenge.gameId === null ? {} : { gameId: challenge.gameId }),
  }));
}
