import type { RatedGame, RatingState, RatingSystem, RatingSystemAt } from './types';

export interface HistoryGame {
  black: number;
  white: number;
  handicap: number;
  /** 1 black won, 0 white won, 0.5 jigo */
  blackScore: 1 | 0.5 | 0;
}

export interface HistoryParticipant {
  playerId: number;
  rank: string | null;
  declaredRating?: number | null;
}

export interface HistoryTournament {
  kind: 'tournament';
  id: number;
  /** ms since epoch of the tournament's end date */
  date: number;
  tournamentClass?: string | null;
  participants: HistoryParticipant[];
  games: HistoryGame[];
}

export interface HistoryAnchor {
  kind: 'anchor';
  /** a rating list entry: sets the player's rating at that date */
  playerId: number;
  date: number;
  rating: number;
  deviation?: number | null;
}

export type HistoryEvent = HistoryTournament | HistoryAnchor;

export interface HistoryEntry {
  playerId: number;
  tournamentId: number;
  date: number;
  before: RatingState;
  after: RatingState;
}

export interface HistoryResult {
  entries: HistoryEntry[];
  current: Map<number, RatingState & { lastDate: number }>;
}

export const HISTORY_CONSTANTS = {
  /** an average month: 365.25 / 12 days */
  msPerMonth: 30.4375 * 24 * 60 * 60 * 1000,
} as const;

/** Everything known about one player while the history runs; mutated in place for speed. */
interface PlayerSlot {
  playerId: number;
  /** null until the player's first rated game or anchor */
  state: RatingState | null;
  lastDate: number;
  /** the position of the tournament `frozen` and `games` belong to */
  seenIn: number;
  frozen: RatingState;
  games: RatedGame[];
}

/** The working set of one computation. */
interface Run {
  /** the formula in force on a date */
  systemAt: RatingSystemAt;
  slots: Map<number, PlayerSlot>;
  /** the players of the current tournament, in order of appearance */
  roster: PlayerSlot[];
}

const NO_STATE: RatingState = Object.freeze({ rating: 0, deviation: null, volatility: null });

function compareEvents(a: HistoryEvent, b: HistoryEvent): number {
  if (a.date !== b.date) return a.date - b.date;
  if (a.kind !== b.kind) return a.kind === 'anchor' ? -1 : 1;
  if (a.kind === 'tournament' && b.kind === 'tournament') return a.id - b.id;
  if (a.kind === 'anchor' && b.kind === 'anchor') {
    // the same player anchored twice on one day: the higher rating wins, whatever the input order
    return (
      a.playerId - b.playerId || a.rating - b.rating || (a.deviation ?? 0) - (b.deviation ?? 0)
    );
  }
  return 0;
}

function slotFor(run: Run, playerId: number): PlayerSlot {
  let slot = run.slots.get(playerId);
  if (slot === undefined) {
    slot = { playerId, state: null, lastDate: 0, seenIn: -1, frozen: NO_STATE, games: [] };
    run.slots.set(playerId, slot);
  }
  return slot;
}

/** Puts a player on the roster of the tournament at `position`, freezing their state once. */
function enrol(
  run: Run,
  system: RatingSystem,
  position: number,
  date: number,
  participant: HistoryParticipant | number,
): PlayerSlot {
  const isId = typeof participant === 'number';
  const slot = slotFor(run, isId ? participant : participant.playerId);
  if (slot.seenIn === position) return slot;
  slot.seenIn = position;
  slot.games.length = 0;
  if (slot.state === null) {
    slot.frozen = isId
      ? system.newcomer(null)
      : system.newcomer(participant.rank, participant.declaredRating);
  } else {
    const months = (date - slot.lastDate) / HISTORY_CONSTANTS.msPerMonth;
    slot.frozen = system.afterInactivity(slot.state, months);
  }
  run.roster.push(slot);
  return slot;
}

function applyAnchor(run: Run, anchor: HistoryAnchor): void {
  const slot = slotFor(run, anchor.playerId);
  const base = run.systemAt(anchor.date).newcomer(null, anchor.rating);
  // a system without deviations (egf) keeps none, even if the rating list carries one
  const deviation = base.deviation === null ? null : (anchor.deviation ?? base.deviation);
  slot.state = { ...base, deviation };
  slot.lastDate = anchor.date;
}

function rateTournament(
  run: Run,
  position: number,
  tournament: HistoryTournament,
  entries: HistoryEntry[],
): void {
  const { date } = tournament;
  const system = run.systemAt(date);
  run.roster.length = 0;
  for (const participant of tournament.participants) {
    enrol(run, system, position, date, participant);
  }
  for (const game of tournament.games) {
    if (game.black === game.white) continue;
    const black = enrol(run, system, position, date, game.black);
    const white = enrol(run, system, position, date, game.white);
    const whiteScore = (1 - game.blackScore) as 1 | 0.5 | 0;
    black.games.push({ opponent: white.frozen, score: game.blackScore, handicap: game.handicap });
    white.games.push({ opponent: black.frozen, score: whiteScore, handicap: -game.handicap });
  }
  const context = { tournamentClass: tournament.tournamentClass ?? null };
  // writing each after-state at once is safe: games read the frozen states, never `state`
  for (const slot of run.roster) {
    if (slot.games.length === 0) continue;
    const after = system.rateTournament(slot.frozen, slot.games, context);
    entries.push({
      playerId: slot.playerId,
      tournamentId: tournament.id,
      date,
      before: slot.frozen,
      after,
    });
    slot.state = after;
    slot.lastDate = date;
  }
}

/**
 * Rates a whole history: tournaments in date order, every rating frozen as at the start of its
 * tournament, each event with the formula in force on its date when `system` is a function of
 * the date (ratingSystemAt). The same events always give the same result, whatever their order.
 * States are shared between entries (one entry's `after` may be the next one's `before`):
 * treat them as read-only.
 */
export function computeRatingHistory(
  system: RatingSystem | RatingSystemAt,
  events: readonly HistoryEvent[],
): HistoryResult {
  const ordered = events.slice().sort(compareEvents);
  const systemAt = typeof system === 'function' ? system : () => system;
  const run: Run = { systemAt, slots: new Map(), roster: [] };
  const entries: HistoryEntry[] = [];
  for (let position = 0; position < ordered.length; position += 1) {
    const event = ordered[position];
    if (event.kind === 'anchor') applyAnchor(run, event);
    else rateTournament(run, position, event, entries);
  }
  const current = new Map<number, RatingState & { lastDate: number }>();
  for (const slot of run.slots.values()) {
    if (slot.state !== null) current.set(slot.playerId, { ...slot.state, lastDate: slot.lastDate });
  }
  return { entries, current };
}
