import { useEffect } from 'react';
import { uploadOfflineGame } from './bot-offline-api';
import { botGamesRepo } from './bot-offline.repo';
import { uploadFinishedGames } from './game-upload';

/**
 * Uploads the finished games against the bot while online and signed in: at once, whenever the
 * connection comes back and whenever `finishedCount` changes (a game just ended).
 */
export function useGameUpload(online: boolean, signedIn: boolean, finishedCount: number): void {
  useEffect(() => {
    if (!online || !signedIn) return;
    void uploadFinishedGames(botGamesRepo(), uploadOfflineGame);
  }, [online, signedIn, finishedCount]);
}
