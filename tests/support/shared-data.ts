import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { findSharedData } from './find-shared-data';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The real data in ../shared/data (find-shared-data.ts). */
export const SHARED_DATA = findSharedData(REPO_ROOT);

/**
 * [players, games, rounds] per file, counted without the parsers: for the XML files by counting
 * '<Player ' and '<Game ' and reading numberOfRounds; for the EGC 2023 h9 by counting rows and
 * dividing the cells with an opponent (4196) by two; for the UGD files from ugd_database.sqlite3
 * (tournament players; games per unordered pair of players as the larger side's row count) and
 * the R1..Rn columns of each file's header (T150418O needs 6 columns for 5 rounds).
 */
export const OPENGOTHA_COUNTS: Record<string, [number, number, number]> = {
  'egc2009-main.xml': [600, 2351, 10],
  'egc2013-13x13.xml': [64, 168, 7],
  'egc2013-9x9.xml': [105, 224, 5],
  'egc2013-Rapid.xml': [279, 705, 9],
  'egc2013-main.xml': [594, 2259, 10],
  'egc2013-team.xml': [105, 255, 6],
  'egc2013-weekend.xml': [378, 843, 5],
  'strasbourg2012.xml': [62, 118, 4],
};

export const EGD_H9_COUNTS: Record<string, [number, number, number]> = {
  'T230723B-egc2023.h9': [670, 2098, 10],
};

export const UGD_H9_COUNTS: Record<string, [number, number, number]> = {
  T150117H: [16, 36, 5],
  T150124D: [17, 38, 5],
  T150131E: [33, 96, 6],
  T150221C: [22, 66, 6],
  T150314J: [12, 30, 5],
  T150314K: [5, 2, 2],
  T150314O: [29, 62, 5],
  T150326C: [7, 21, 7],
  T150328L: [12, 13, 5],
  T150411N: [13, 4, 4],
  T150418O: [28, 63, 6],
  T150425R: [52, 129, 5],
  T150516K: [4, 6, 3],
  T150516L: [4, 6, 3],
  T150523E: [37, 108, 6],
  T150606L: [4, 6, 3],
  T150622C: [12, 18, 3],
  T150704H: [8, 28, 7],
  T150725F: [8, 19, 5],
  T150806A: [42, 119, 6],
  T150912D: [14, 32, 6],
  T150919J: [12, 28, 5],
  T150926F: [37, 108, 6],
  T150926Q: [7, 21, 7],
  T151010L: [71, 168, 5],
  T151024J: [13, 30, 5],
  T151031H: [32, 78, 5],
  T151107F: [28, 84, 6],
  T151121F: [40, 95, 5],
  T151128L: [8, 28, 7],
  T151212H: [13, 30, 5],
  T160123F: [9, 19, 5],
  T160123M: [8, 21, 7],
  T160130F: [21, 31, 4],
  T160206B: [4, 6, 3],
  T160213C: [25, 72, 6],
  T160220A: [6, 15, 5],
  T160220O: [6, 15, 5],
  T160227D: [36, 108, 6],
  T160227J: [13, 30, 5],
  T160305J: [20, 32, 5],
  T160312A: [4, 6, 3],
  T160312K: [38, 86, 5],
  T160319L: [11, 25, 5],
  T160331B: [8, 28, 7],
  T160409M: [14, 35, 5],
  T160416P: [69, 164, 5],
  T160514M: [28, 64, 5],
  T160514N: [26, 39, 3],
  T160521A: [4, 6, 3],
  T160528A: [31, 90, 6],
  T160609A: [10, 45, 9],
  T160723A: [16, 40, 5],
  T160730B: [18, 40, 5],
  T160818A: [41, 111, 6],
  T160819C: [7, 9, 5],
  T160917C: [16, 37, 6],
  T160917H: [8, 18, 5],
  T160924E: [32, 96, 6],
  T161001M: [16, 22, 5],
  T161001P: [8, 15, 5],
  T161001R: [8, 25, 7],
  T161015E: [64, 151, 5],
  T161029I: [11, 23, 5],
  T161105G: [28, 82, 6],
  T161105R: [6, 14, 5],
  T161105S: [6, 15, 5],
  T161112E: [21, 44, 5],
  T161119J: [6, 14, 5],
  T161124A: [8, 28, 7],
  T161203J: [22, 50, 5],
  T170128C: [24, 72, 6],
};

/**
 * Registers the suite when ../shared/data exists; otherwise one test that fails and says where
 * the data was expected, so a missing folder can never pass silently.
 */
export function describeWithSharedData(name: string, suite: () => void): void {
  if (existsSync(SHARED_DATA)) {
    describe(name, suite);
  } else {
    describe(name, () => {
      it('needs the shared data', () => {
        throw new Error(`shared data missing at ${SHARED_DATA}`);
      });
    });
  }
}

export const sharedFile = (...parts: string[]) => path.join(SHARED_DATA, ...parts);
