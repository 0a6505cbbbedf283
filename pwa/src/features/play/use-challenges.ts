import { useEffect, useState } from 'react';
import { CHALLENGE_EVENTS, type Challenge, type LobbyPresenceInfo } from '@sync/contract/play';
import { applyChallengeEvent, readChallengeEvent, type ChallengeEvent } from './challenge-list';
import { readLobbyPresence } from './lobby-presence';
import { CHALLENGE_STREAM_URL, fetchChallenges } from './play-api';

export interface ChallengesState {
  /** null until the first list arrived */
  challenges: Challenge[] | null;
  /** the stream is connected; false while the browser reconnects it */
  live: boolean;
  /** who is online and in the lobby, as the stream last said; null before it said */
  presence: LobbyPresenceInfo | null;
}

const EVENT_TYPES = ['add', 'remove', 'reset'] as const;

/**
 * The open challenges, live: GET /challenge at once and again when the stream opens, then the
 * stream's events (those that came while a list was on its way are applied after it). EventSource
 * reconnects by itself and resumes from the last event; 'reset' replaces the whole list.
 */
export function useChallenges(enabled: boolean): ChallengesState {
  const [state, setState] = useState<ChallengesState>({
    challenges: null,
    live: false,
    presence: null,
  });

  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource(CHALLENGE_STREAM_URL);
    let buffered: ChallengeEvent[] | null = null;
    let opened = false;
    const apply = (event: ChallengeEvent) =>
      setState((old) => ({ ...old, challenges: applyChallengeEvent(old.challenges ?? [], event) }));

    const load = () => {
      buffered = [];
      fetchChallenges().then(
        (challenges) => {
          const later = buffered ?? [];
          buffered = null;
          setState((old) => ({
            ...old,
            challenges: later.reduce(applyChallengeEvent, challenges),
          }));
        },
        () => {
          const later = buffered ?? [];
          buffered = null;
          later.forEach(apply);
        },
      );
    };

    source.onopen = () => {
      setState((old) => ({ ...old, live: true }));
      // what was added between the first answer and the stream's start is in this one
      if (!opened) load();
      opened = true;
    };
    source.onerror = () => setState((old) => ({ ...old, live: false }));
    for (const type of EVENT_TYPES) {
      source.addEventListener(type, (message: MessageEvent<string>) => {
        const event = readChallengeEvent(type, message.data);
        if (!event) return;
        if (buffered) buffered.push(event);
        else apply(event);
      });
    }
    source.addEventListener(CHALLENGE_EVENTS.presence, (message: MessageEvent<string>) => {
      const presence = readLobbyPresence(message.data);
      if (presence) setState((old) => ({ ...old, presence }));
    });
    load();
    return () => source.close();
  }, [enabled]);

  return state;
}
