import { mergeResults, type BenchResults } from '../bench-results';
import { measureVideo } from './video-bench';
import { measureVideoMatrix } from './video-matrix';

/**
 * The video conversion's numbers alone (video.*), merged into bench/results.json (the other
 * keys are kept). `-- matrix [cell...]` runs the robustness matrix only (video.matrix.*).
 */
async function main(): Promise<void> {
  const results: BenchResults = {};
  const [part, ...cells] = process.argv.slice(2);
  if (part === 'matrix') {
    await measureVideoMatrix(results, cells);
    if (cells.length > 0) {
      // some cells only: their keys replace the stored ones, the matrix's totals stay
      delete results['video.matrix.cells'];
      delete results['video.matrix.cells_meeting_goal'];
    }
    mergeResults(results, cells.length > 0 ? 'video.matrix.none' : 'video.matrix.');
  } else {
    await measureVideo(results);
    await measureVideoMatrix(results);
    mergeResults(results, 'video.');
  }
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
