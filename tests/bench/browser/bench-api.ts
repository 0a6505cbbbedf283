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
}

export interface BenchGlobal {
  goBench: BrowserBenchApi;
}

/** The rows file the bench process writes: every row the sync API serves, by collection. */
export const BENCH_ROWS_FILE = 'bench-rows.json';
