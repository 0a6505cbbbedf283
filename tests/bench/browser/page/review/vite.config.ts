import { benchPageConfig } from '../bench-page-config';

/** The page of the AI review bench (tests/bench/review/review-bench.ts). */
export default benchPageConfig(import.meta.dirname, 'bench-review');
