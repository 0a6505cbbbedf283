import type { BoardSize } from '@vision/types';

/** fresh readings of the same size in a row before the size is taken as the board's */
const SIZE_AGREEMENT = 3;
/** guided recognitions between two that search every size again */
const RECHECK_EVERY = 10;
/** rechecks in a row that find another size before the lock moves to it */
const RECHECKS_TO_MOVE = 2;

/**
 * The board's size once several fresh readings agree (later frames skip finding it). Every few
 * frames a recognition searches every size again: a size locked on a wrong early reading (a hand
 * over the board, a grid one line off) moves to the size the rechecks keep finding.
 */
export function createSizeLock() {
  let locked: BoardSize | undefined;
  let candidate: BoardSize | undefined;
  let agreeing = 0;
  let sinceCheck = 0;
  let disagreeing = 0;
  return {
    get size() {
      return locked;
    },
    /** whether the next recognition should search every size, without hints */
    get recheckDue() {
      return locked !== undefined && sinceCheck >= RECHECK_EVERY;
    },
    /** a fresh reading (not one kept from an earlier frame); `searched`: made without hints */
    seen(size: BoardSize, searched: boolean) {
      if (!locked) {
        agreeing = size === candidate ? agreeing + 1 : 1;
        candidate = size;
        if (agreeing >= SIZE_AGREEMENT) locked = size;
        return;
      }
      if (!searched) {
        sinceCheck++;
        return;
      }
      sinceCheck = 0;
      disagreeing = size === locked ? 0 : disagreeing + 1;
      if (disagreeing >= RECHECKS_TO_MOVE) {
        locked = size;
        disagreeing = 0;
      }
    },
  };
}
