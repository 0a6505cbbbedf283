import type { PlayerTournament } from '@sync/contract/players';

/** The tournament the player played last that has started by `today` (YYYY-MM-DD); null: none. */
export function lastStartedTournament(
  tournaments: readonly PlayerTournament[],
  today: string,
): PlayerTournament | null {
  let last: PlayerTournament | null = null;
  for (const tournament of tournaments) {
    if (tournament.startDate.slice(0, 10) > today) continue;
    if (
      !last ||
      tournament.startDate > last.startDate ||
      (tournament.startDate === last.startDate && tournament.endDate > last.endDate)
    )
      last = tournament;
  }
  return last;
}

/** Today as YYYY-MM-DD in the device's time zone. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
