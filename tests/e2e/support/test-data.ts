import type { CalculatorPlayerInput, CalculatorPlayerOutput } from '@domain/rating/calculator';
import type { Page } from '@sync/contract/common';
import type { PlayerSummary } from '@sync/contract/players';
import type { ResultCard } from '../pages/calculator-page';
import { apiGet } from './api';

/**
 * How a player's page, a search hit and a picked player name the player in English:
 * 'Last First (nickname)' or 'Last First'.
 */
export function playerTitle(player: PlayerSummary): string {
  const name = `${player.lastNameLatin} ${player.firstNameLatin}`;
  const nickname = player.nickname?.trim();
  return nickname ? `${name} (${nickname})` : name;
}

/**
 * A player the calculator's picker finds by `search` and lists as `label` (in English), as the
 * player page's title names the player too.
 */
export interface PickablePlayer {
  id: number;
  search: string;
  label: string;
  rating: number;
  deviation: number;
}

/**
 * `count` players from the API with an RGF rating and deviation whose full Latin name no one
 * else's contains, so typing it offers exactly them.
 */
export async function pickablePlayers(count: number): Promise<PickablePlayer[]> {
  const candidates = await apiGet<Page<PlayerSummary>>(
    'players?min_rating=1500&max_rating=2300&limit=60',
  );
  const found: PickablePlayer[] = [];
  for (const player of candidates.items) {
    if (found.length === count) break;
    const rgf = player.ratings.rgf;
    if (!rgf || rgf.deviation === null || !player.lastNameLatin || !player.firstNameLatin) continue;
    const search = `${player.lastNameLatin} ${player.firstNameLatin}`;
    const namesakes = await apiGet<Page<PlayerSummary>>(
      `players?name=${encodeURIComponent(search)}&limit=2`,
    );
    if (namesakes.total !== 1) continue;
    found.push({
      id: player.id,
      search,
      label: playerTitle(player),
      rating: rgf.rating,
      deviation: rgf.deviation,
    });
  }
  if (found.length < count) throw new Error(`Only ${found.length} pickable players found`);
  return found;
}

function fixed(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(1);
}

function signed(value: number): string {
  const text = Math.abs(value).toFixed(1);
  if (Number(text) === 0) return text;
  return value > 0 ? `+${text}` : `−${text}`;
}

/** The result card the calculator should show for one side of the API's answer. */
export function calculatorCard(
  name: string,
  before: CalculatorPlayerInput,
  after: CalculatorPlayerOutput,
): ResultCard {
  return {
    name,
    after: fixed(after.rating),
    change: signed(after.change),
    rating: `${fixed(before.rating)} → ${fixed(after.rating)}`,
    deviation: `${fixed(before.deviation)} → ${fixed(after.deviation)}`,
    rank:
      after.rankBefore === after.rankAfter
        ? after.rankAfter
        : `${after.rankBefore} → ${after.rankAfter}`,
    expected: `${(100 * after.expected).toFixed(1)}%`,
  };
}
