import { mergeResults, type BenchResults } from '../bench-results';
import { measureReview } from './review-bench';

/** npm run bench:review: review.* merged into bench/results.json (the other keys are kept). */
async function main(): Promise<void> {
  const results: BenchResults = await measureReview();
  mergeResults(results, 'review.');
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
