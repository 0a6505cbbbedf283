import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEgfList } from '@api/import/parsers/egf-list';
import { findSharedData } from '@tests/support/find-shared-data';

const EGF_LIST = 'egf_db-2018-12-27.txt';

/** Parsing the real EGF rating list (45,172 rows), three times; the median counts. */
export function measureParsers(results: Record<string, string | number>): void {
  const file = join(findSharedData(process.cwd()), 'ratinglists', EGF_LIST);
  const text = readFileSync(file, 'utf8');
  const runs = [0, 1, 2].map(() => {
    const started = performance.now();
    const list = parseEgfList(text, EGF_LIST);
    const ms = performance.now() - started;
    if (list.players.length === 0) throw new Error(`${EGF_LIST}: no players read`);
    return ms;
  });
  results['import.egf_list_rows'] = parseEgfList(text, EGF_LIST).players.length;
  results['import.egf_list_parse_ms'] = Math.round(runs.sort((a, b) => a - b)[1]);
}
