import type { BoardSize, StoneSign } from '@vision/types';

/** What the vision bench page answers: each photo's recognition time and reading. */
export interface VisionBenchRun {
  ms: number[];
  results: ({ boardSize: BoardSize; signs: StoneSign[][] } | null)[];
}

export interface VisionBenchGlobal {
  visionBench: { run(urls: string[]): Promise<VisionBenchRun> };
}
