import { listItems } from '@domain/play/growing-list';
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchTimeBudgetMs } from '@domain/bots/search/time-budget';
import { clocksAt, nextDeadline } from '@domain/play/game-flow';
import type { BotTurn } from '@pwa/lib/neural/bot-brain';
import { botGamesRepo } from './bot-offline.repo';
import { strengthOfRank, type BotGameSetup } from './bot-options';
import type { NetClient } from '@pwa/lib/neural/net-client';
import {
  botColourOf,
  botMove,
  flagFall,
  isBotTurn,
  newOfflineGame,
  reopened,
  stateOf,
  touched,
  type BotGameState,
  type Transition,
} from './offline-game';

/** How often an open game notes that it is still open (the clock stops while it is closed). */
const SEEN_EVERY_MS = 3_000;

export interface BotGameControls {
  /** undefined while the stored game is read */
  state: BotGameState | null | undefined;
  thinking: boolean;
  /** the bot failed to answer (the message), null when all is well */
  botError: string | null;
  start: (setup: BotGameSetup) => void;
  /** applies a player's action (a transition of offline-game.ts); false when refused */
  act: (transition: (state: BotGameState, now: number) => Transition) => boolean;
  /** back to the settings for a new game */
  clear: () => void;
}

/**
 * The game against the bot on this device: read from IndexedDB at start, every change written
 * back, the bot asked through the worker on its turn, the flag checked at each deadline.
 */
export function useBotGame(net: NetClient | null, onChange: () => void): BotGameControls {
  const [state, setState] = useState<BotGameState | null | undefined>(undefined);
  const [thinking, setThinking] = useState(false);
  const [botError, setBotError] = useState<string | null>(null);
  const latest = useRef<BotGameState | null | undefined>(undefined);
  const writes = useRef<Promise<void>>(Promise.resolve());
  const repo = useRef(botGamesRepo()).current;

  const commit = useCallback(
    (next: BotGameState | null) => {
      latest.current = next;
      setState(next);
      if (next) {
        const record = next.record;
        writes.current = writes.current.then(() => repo.save(record)).then(onChange);
      }
    },
    [repo, onChange],
  );

  useEffect(() => {
    let live = true;
    void repo.current().then((record) => {
      if (!live) return;
      commit(record ? reopened(stateOf(record), Date.now()) : null);
    });
    return () => {
      live = false;
    };
  }, [repo, commit]);

  const act = useCallback(
    (transition: (state: BotGameState, now: number) => Transition) => {
      const current = latest.current;
      if (!current) return false;
      const result = transition(current, Date.now());
      if (result.ok) commit(result.state);
      return result.ok;
    },
    [commit],
  );

  const start = useCallback(
    (setup: BotGameSetup) => commit(newOfflineGame(setup, crypto.randomUUID(), Date.now())),
    [commit],
  );
  const clear = useCallback(() => commit(null), [commit]);

  // The bot's turn: ask the worker, then play its answer if the game is still where it was.
  const moveCount = state?.game.moves.length;
  const botToMove = state ? isBotTurn(state) : false;
  const gameId = state?.record.id;
  useEffect(() => {
    const current = latest.current;
    if (!net || !current || !botToMove) return;
    let live = true;
    setThinking(true);
    setBotError(null);
    net
      .ask(turnOf(current, Date.now()))
      .then(({ answer }) => {
        const now = latest.current;
        if (!live || !now || now.record.id !== current.record.id) return;
        if (now.game.moves.length !== current.game.moves.length || !isBotTurn(now)) return;
        const result = botMove(now, answer.move, answer.ownership, Date.now());
        if (result.ok) {
          const winrates = [...now.record.botWinrates, answer.winrate];
          commit({ ...result.state, record: { ...result.state.record, botWinrates: winrates } });
        } else setBotError(result.reason);
      })
      .catch((error: unknown) => {
        if (live) setBotError(String(error));
      })
      .finally(() => {
        if (live) setThinking(false);
      });
    return () => {
      live = false;
      setThinking(false);
    };
  }, [net, botToMove, moveCount, gameId, commit]);

  // The flag: at the running clock's deadline, the game ends on time (if nobody moved first).
  const deadline = state ? nextDeadline(state.game) : null;
  const deadlineAt = deadline?.at;
  const flagColour = deadline?.colour;
  useEffect(() => {
    if (deadlineAt === undefined || !flagColour) return;
    const timer = window.setTimeout(
      () => act((current, now) => flagFall(current, flagColour, now)),
      Math.max(0, deadlineAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [deadlineAt, flagColour, act]);

  // While the game is on, it notes every few seconds that it is still open.
  const playing = state?.game.phase === 'play';
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      const current = latest.current;
      if (current) commit(touched(current, Date.now()));
    }, SEEN_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [playing, commit]);

  return { state, thinking, botError, start, act, clear };
}

/** The bot's turn as the worker is asked it at `now`. */
export function turnOf(state: BotGameState, now: number): BotTurn {
  const { game, record } = state;
  const botClock = clocksAt(game, now)[botColourOf(record)];
  return {
    query: {
      position: game.position,
      moves: listItems(game.moves),
      komi: game.settings.komi,
      rules: game.settings.rules,
    },
    strength: strengthOfRank(record.rank),
    style: record.style,
    recentWinrates: record.botWinrates,
    // The player chose a bot of about their strength: it resigns as against its own rank.
    opponentRank: record.rank,
    // the bot's clock as it reads now, so the time already gone is counted
    clockBudgetMs: searchTimeBudgetMs(game.settings.clock, botClock, 0),
  };
}
