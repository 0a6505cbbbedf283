import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from '@sync/contract/play';
import { ChallengeSweeper } from '@api/play/challenges/challenge-sweeper';
import { ChallengeTiming } from '@api/play/challenges/challenge-timing';
import { signedInUser } from './support/accounts';
import { settings } from './support/challenge-settings';
import { baseUrlOf, LobbyStream } from './support/lobby-stream';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const CHALLENGES = '/api/v1/challenge';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('challenges of creators gone from the lobby expire', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await baseUrlOf(t.app);
    // a second of absence is enough here; the lobby's presence is refreshed far more often
    t.app.get(ChallengeTiming).update({ absenceMs: 1000, sweepIntervalMs: 50, seenRefreshMs: 50 });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = async (cookie: string) =>
    (
      await t
        .http()
        .post(CHALLENGES)
        .set('Cookie', cookie)
        .set('Origin', TEST_ORIGIN)
        .send(settings())
        .expect(201)
    ).body as Challenge;
  const statusOf = async (id: number) =>
    ((await t.db.orm.em.getKnex()('challenge').where({ id })) as { status: string }[])[0].status;
  const listedIds = async () =>
    ((await t.http().get(CHALLENGES).expect(200)).body as Challenge[]).map((c) => c.id);

  it('expires the challenges of an absent creator, keeps those of one watching the lobby', async () => {
    const present = await signedInUser(t);
    const absent = await signedInUser(t);
    const lobby = await LobbyStream.open(baseUrl);
    const presentsLobby = await LobbyStream.open(baseUrl, { headers: { Cookie: present.cookie } });
    try {
      const stays = await create(present.cookie);
      const goes = await create(absent.cookie);
      const removed = await lobby.nextOf('remove');
      expect(JSON.parse(removed.data)).toEqual({ id: goes.id });
      expect(await statusOf(goes.id)).toBe('expired');
      expect(await statusOf(stays.id)).toBe('open');
      expect(await listedIds()).toEqual([stays.id]);

      presentsLobby.close();
      const later = await lobby.nextOf('remove');
      expect(JSON.parse(later.data)).toEqual({ id: stays.id });
      expect(await statusOf(stays.id)).toBe('expired');
      expect(await listedIds()).toEqual([]);
    } finally {
      lobby.close();
      presentsLobby.close();
    }
  });

  it("forgets events after a day: a stream resuming from one gets 'reset'", async () => {
    const { cookie } = await signedInUser(t);
    t.app.get(ChallengeTiming).update({ absenceMs: 3 * DAY_MS });
    const lobby = await LobbyStream.open(baseUrl);
    try {
      const challenge = await create(cookie);
      const added = await lobby.nextOf('add');
      await t.app.get(ChallengeSweeper).sweep(new Date(Date.now() + 2 * DAY_MS - 60_000));
      const resumed = await LobbyStream.open(baseUrl, {
        headers: { 'Last-Event-ID': added.id! },
      });
      const reset = await resumed.next();
      resumed.close();
      expect(reset.event).toBe('reset');
      expect(JSON.parse(reset.data)).toEqual([challenge]);
    } finally {
      lobby.close();
    }
  });
});
