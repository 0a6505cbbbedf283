import type { BenchGlobal } from '../bench-api';
import { bareLoad } from './bare-load';
import { fillTournaments } from './fill-tournaments';
import { fullSync } from './full-sync';
import { playerQueries } from './player-queries';

/** The bench page: measurements the bench process runs through page.evaluate. */
(globalThis as unknown as BenchGlobal).goBench = {
  fullSync,
  bareLoad,
  playerQueries,
  fillTournaments,
};
document.getElementById('status')!.textContent = 'ready';
