import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineBotGameUpload } from '@sync/contract/play';
import { createDatabase } from '@pwa/lib/db';
import { botGamesRepo } from './bot-offline.repo';
import { uploadFinishedGames } from './game-upload';
import { newOfflineGame, resign, userMove, type Transition } from './offline-game';

const setup = { boardSize: 9, colour: 'black', rank: '5k', style: 'solid', time: 'blitz' } as const;

function ok(result: Transition) {
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

const databases: ReturnType<typeof createDatabase>[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.delete()));
});

async function repoWithGames() {
  const database = createDatabase(`bot-upload-${databases.length}-${Math.random()}`);
  databases.push(database);
  const repo = botGamesRepo(database);
  const on = ok(userMove(newOfflineGame(setup, 'on', 1_000), 'E5', 2_000));
  await repo.save(on.record);
  await repo.save(ok(resign(newOfflineGame(setup, 'first', 3_000), 4_000)).record);
  await repo.save(ok(resign(newOfflineGame(setup, 'second', 5_000), 6_000)).record);
  return repo;
}

describe('uploading the finished games', () => {
  it('sends each finished game once, oldest first, and keeps the id the server gave', async () => {
    const repo = await repoWithGames();
    const sent: string[] = [];
    const send = (body: OfflineBotGameUpload) => {
      sent.push(body.clientId);
      return Promise.resolve({ gameId: sent.length + 100 });
    };
    expect(await uploadFinishedGames(repo, send)).toBe(2);
    expect(sent).toEqual(['first', 'second']);
    expect(await uploadFinishedGames(repo, send)).toBe(0);
    expect((await repo.current())?.id).toBe('on');
  });

  it('stops at a failure and tries the rest next time', async () => {
    const repo = await repoWithGames();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    };
    expect(await uploadFinishedGames(repo, failing)).toBe(0);
    expect(calls).toBe(1);
    expect((await repo.toUpload()).map((game) => game.id).sort()).toEqual(['first', 'second']);
  });
});
