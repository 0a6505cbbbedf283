import type { BoardScenesGlobal } from '../scene-spec';
import { renderScene } from './render-scene';

/* The page's entry: renders the specs it was given, one after another, and reports them. */

const page = globalThis as unknown as BoardScenesGlobal;

async function run() {
  const specs = page.boardScenesInput?.specs ?? [];
  const scenes = [];
  for (const spec of specs) {
    // a task of its own per scene: the page's load event and the runner's polls get their turn
    await new Promise((resolve) => setTimeout(resolve, 0));
    scenes.push(renderScene(spec));
  }
  return { scenes };
}

run().then(
  (report) => (page.boardScenes = { report }),
  (error: unknown) => (page.boardScenes = { error: String((error as Error).stack ?? error) }),
);
