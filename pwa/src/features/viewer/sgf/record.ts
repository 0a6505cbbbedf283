import { readRecordInfo, type RecordInfo } from './game-info';
import { parseGameTree, SgfReadError, type GameTree } from './game-tree';

/** An SGF text read for the viewer: its game tree and root information, or why it can't be. */
export type ReadRecord = { tree: GameTree; info: RecordInfo; error: null } | { error: string };

export function readRecord(text: string): ReadRecord {
  try {
    const tree = parseGameTree(text);
    return { tree, info: readRecordInfo(tree.root), error: null };
  } catch (error) {
    if (error instanceof SgfReadError) return { error: error.message };
    throw error;
  }
}
