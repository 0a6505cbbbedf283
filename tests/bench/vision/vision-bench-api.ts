import type { BoardSize, StoneSign } from '@vision/types';

/** A photo's reading in the bench page (null: no board found). */
export interface VisionBenchReading {
  boardSize: BoardSize;
  signs: StoneSign[][];
}

/** What the vision bench page answers: each photo's recognition time and reading. */
export interface VisionBenchRun {
  ms: number[];
  results: (VisionBenchReading | null)[];
}

export interface VisionBenchGlobal {
  visionBench: { run(urls: string[]): Promise<VisionBenchRun> };
}
