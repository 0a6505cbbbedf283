import type { GtpSession } from '@api/play/bots/gnugo/gtp-session';
import type { MatchPlayer, MatchState } from './match-types';

/** GNU Go at a level, through a session (one per game running, shared by both sides). */
export function gnugoMatchPlayer(session: GtpSession, level: number): MatchPlayer {
  return { move: (state: MatchState) => session.genmove({ ...state, level }) };
}
