import { describe, expect, it } from 'vitest';
import { readLobbyPresence } from './lobby-presence';

describe('readLobbyPresence', () => {
  it('reads who is online and in the lobby', () => {
    const info = { online: 4, lobby: { count: 3, names: ['ann', 'bob'] } };
    expect(readLobbyPresence(JSON.stringify(info))).toEqual(info);
  });

  it('refuses anything else', () => {
    for (const data of ['', 'null', '[]', '{"online":1}', '{"online":1,"lobby":{"count":1}}']) {
      expect(readLobbyPresence(data)).toBeNull();
    }
    expect(readLobbyPresence('{"online":1,"lobby":{"count":1,"names":[7]}}')).toBeNull();
  });
});
