import type { ChallengeSettings } from '@sync/contract/play';
import { GameStarter } from '@api/play/live-games/game-starter';
import type { TestApp } from './test-app';

/** 9x9 Chinese, 10 minutes + 3 x 30 s byoyomi, unranked: nobody runs out of time in a test. */
export const CASUAL_9X9: ChallengeSettings = {
  boardSize: 9,
  rules: 'chinese',
  timeControl: 'byoyomi',
  mainTime: 600,
  bonusTime: 30,
  periods: 3,
  handicap: 0,
  komi: null,
  colour: 'black',
  opponent: 'human',
  ranked: false,
};

/** A live game between two accounts, started as an accepted challenge would start it. */
export function startGame(
  t: Pick<TestApp, 'app' | 'db'>,
  blackId: number,
  whiteId: number,
  settings: Partial<ChallengeSettings> = {},
): Promise<number> {
  const starter = t.app.get(GameStarter);
  return t.db.orm.em.fork().transactional((em) =>
    starter.start(em, {
      challengeId: null,
      settings: { ...CASUAL_9X9, ...settings },
      blackId,
      whiteId,
    }),
  );
}
