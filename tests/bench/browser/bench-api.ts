/**
 * What the bench page (page/main.ts) puts on globalThis for the bench process
 * (browser-bench.ts) to call through page.evaluate. No DOM types here: the node side uses it too.
 */
export interface LoadReport {
  ms: number;
  rows: { locations: number; tournaments: number; players: number };
}

export interface BareLoadReport extends LoadReport {
  /** of ms: download and JSON parse of the rows file */
  fetchMs: number;
  /** of ms: turning sync rows into stored rows (the index keys the sync storage adds) */
  mapMs: number;
}

export interface QueryTiming {
  name: string;
  ms: number[];
  /** players returned by the last run */
  found: number;
}

export interface BrowserBenchApi {
  /** A first full sync with the app's engine, storage and transport into a new database. */
  fullSync(database: string): Promise<LoadReport>;
  /** The same rows from one JSON file, one bulkPut per table, into a new database. */
  bareLoad(database: string, rowsUrl: string): Promise<BareLoadReport>;
  /** queryPlayers for a set of filter and sort combinations on a filled database. */
  playerQueries(database: string, runs: number): Promise<QueryTiming[]>;
  /** Syncs places and tournaments into the app's own database; resolves with the tournaments. */
  fillTournaments(): Promise<number>;
}

/** One load of the tournament list bench page (TOURNAMENTS_RENDER_PAGE). */
export interface RenderReport {
  /** from navigation start to the first rows painted */
  navigationMs: number;
  /** from mounting the page component to the first rows painted */
  mountMs: number;
  /** tournament cards shown */
  rows: number;
}

/**
 * The console message the tournament list bench page writes once its first rows are painted,
 * followed by the RenderReport as JSON. A message, not a global polled by the bench: polling
 * would run the driver's script in the page while the list is being read and rendered.
 */
export const RENDER_REPORT_PREFIX = 'goRender ';

/** The page that mounts the tournament list on the app's database (tournaments.html). */
export const TOURNAMENTS_RENDER_PAGE = 'tournaments.html';

export interface BenchGlobal {
  goBench: BrowserBenchApi;
}

/** The rows file the bench process writes: every row the sync API serves, by collection. */
export const BENCH_ROWS_FILE = 'bench-rows.json';
