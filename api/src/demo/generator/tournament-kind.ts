import type { BoardSize } from '@domain/game/board-sizes';
import type { TimeControl } from '@domain/time-control';
import type { DemoTournamentClass } from './demo-types';
import type { DemoCity } from './locations';
import type { Random } from './random';
import type { Title } from './tournament-texts';

export interface TitleContext {
  random: Random;
  city: DemoCity;
  year: number;
  /** 0 = January */
  month: number;
}

/** A kind of tournament the federation holds, with what tends to go with it. */
export interface TournamentKind {
  id: string;
  /** relative frequency */
  weight: number;
  /** national events draw players from everywhere; local ones mostly from the host region */
  scope: 'national' | 'local';
  audience: 'open' | 'juniors' | 'women';
  /** weights of classes A, B, C, D */
  classes: readonly [number, number, number, number];
  rounds: readonly [number, number];
  /** how many days the event lasts */
  days: (random: Random, rounds: number) => number;
  /** starts on a Saturday */
  weekend: boolean;
  online: boolean;
  /** relative number of participants; 1 is a typical city tournament */
  sizeFactor: number;
  maxSize: number;
  boardSize: BoardSize;
  teamSize: number;
  rankedShare: number;
  /** weights of the handicap rules none, rank-difference, rank-difference-minus-1 */
  handicapRules: readonly [number, number, number];
  timeControls: readonly TimeControl[];
  /** pinned on the front page while upcoming */
  bigEvent: boolean;
  /** the host city's name when the event always takes place in one city */
  hostCity?: string;
  title: (context: TitleContext) => Title;
}

export const CLASSES: readonly DemoTournamentClass[] = ['A', 'B', 'C', 'D'];

/** 0 winter (December to February), 1 spring, 2 summer, 3 autumn */
export const seasonOf = (month: number): number => Math.floor(((month + 1) % 12) / 3);

export const twoOrThreeDays = (random: Random): number => random.int(2, 3);
export const weekendDays = (random: Random, rounds: number): number =>
  rounds <= 4 && random.chance(0.4) ? 1 : 2;

/** What most kinds share; each kind overrides what differs. */
export const BASE_KIND = {
  scope: 'local',
  audience: 'open',
  weekend: true,
  online: false,
  maxSize: 200,
  boardSize: 19,
  teamSize: 1,
  rankedShare: 0.92,
  bigEvent: false,
} as const;
