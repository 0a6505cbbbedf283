import { mergeResults } from '../bench-results';
import { measureDeadAgreement } from './dead-agreement-bench';

/**
 * npm run bench:dead-stones: the end-of-game dead-stone proposal against GNU Go's
 * (scoring.dead_agreement_*), merged into bench/results.json (the other keys are kept).
 */
async function main(): Promise<void> {
  const results = await measureDeadAgreement();
  mergeResults(results, 'scoring.dead_agreement');
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
