import { db, type GoDatabase, type StoredBotGame } from '@pwa/lib/db';

/** The games against the bot kept on the device (IndexedDB table botGames). */
export function botGamesRepo(database: GoDatabase = db) {
  return {
    save: async (game: StoredBotGame): Promise<void> => {
      await database.botGames.put(game);
    },
    /** The game still on, the newest if several. */
    current: async (): Promise<StoredBotGame | undefined> =>
      database.botGames
        .where('finished')
        .equals(0)
        .reverse()
        .sortBy('createdAt')
        .then((games) => games[0]),
    /** The game shown last: the newest, finished or not. */
    latest: async (): Promise<StoredBotGame | undefined> =>
      database.botGames.orderBy('createdAt').last(),
    /** Finished games the server has not received yet. */
    toUpload: async (): Promise<StoredBotGame[]> =>
      (await database.botGames.where('finished').equals(1).toArray()).filter(
        (game) => game.uploadedGameId === null,
      ),
    markUploaded: async (id: string, gameId: number): Promise<void> => {
      await database.botGames.update(id, { uploadedGameId: gameId });
    },
  };
}

export type BotGamesRepo = ReturnType<typeof botGamesRepo>;
