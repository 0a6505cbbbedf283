import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Challenge } from '@sync/contract/play';
import { useToasts } from '@pwa/lib/toast-store';
import { fetchMyGames } from './play-api';
import { gameStartedBy } from './started-game';

/**
 * Takes the creator to the game when someone accepts a challenge of theirs: when one of their
 * challenges leaves the list (and they did not cancel it), their new game is looked up.
 * `cancelled` holds the ids the user cancelled here.
 */
export function useAcceptedChallenges(
  userId: number | null,
  challenges: Challenge[] | null,
  cancelled: ReadonlySet<number>,
): void {
  const { t } = useTranslation('play');
  const navigate = useNavigate();
  const showToast = useToasts((state) => state.show);
  const mine = useRef(new Map<number, Challenge>());
  const knownGames = useRef<Set<number> | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let stopped = false;
    fetchMyGames().then(
      (games) => {
        if (!stopped) knownGames.current = new Set(games.map((game) => game.id));
      },
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, [userId]);

  useEffect(() => {
    if (userId === null || challenges === null) return;
    const open = new Map(
      challenges
        .filter((challenge) => challenge.creator.userId === userId)
        .map((challenge) => [challenge.id, challenge]),
    );
    const gone = [...mine.current.values()].filter(
      (challenge) => !open.has(challenge.id) && !cancelled.has(challenge.id),
    );
    mine.current = open;
    if (gone.length === 0) return;
    fetchMyGames().then(
      (games) => {
        const started = gone
          .map((challenge) => gameStartedBy(challenge, games, knownGames.current ?? new Set()))
          .find((game) => game !== null);
        knownGames.current = new Set(games.map((game) => game.id));
        if (!started) return;
        showToast(t('challenges.acceptedByOpponent'), { kind: 'success' });
        void navigate(`/server/${started.id}`);
      },
      () => undefined,
    );
  }, [userId, challenges, cancelled, navigate, showToast, t]);
}
