/**
 * The V8 flags `npm start` gives the server (package.json, docs/operations.md): a young
 * generation of 128 MB a semi-space. A scavenge copies what lives, about the games' current
 * states whatever its interval, so a larger one makes the pauses rarer, not longer in total
 * (docs/architecture.md, Bench). Tests and benches start the server, and the benches' bare
 * servers, with the same.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=128'];
