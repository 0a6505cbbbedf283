import { LOCAL_KINDS } from './local-kinds';
import { NATIONAL_KINDS } from './national-kinds';
import type { TournamentKind } from './tournament-kind';

/** Every kind of tournament the generator holds, with its relative frequency in `weight`. */
export const TOURNAMENT_KINDS: readonly TournamentKind[] = [...NATIONAL_KINDS, ...LOCAL_KINDS];
