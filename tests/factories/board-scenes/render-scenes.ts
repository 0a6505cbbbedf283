import { runBenchPage } from '../../bench/browser/bench-page';
import type { RenderedSceneData, SceneSpec } from './scene-spec';

/** WebGL in headless chromium without a GPU: ANGLE on SwiftShader, allowed explicitly. */
const WEBGL_ARGS = [
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];

export interface RenderedScene extends Omit<RenderedSceneData, 'jpeg'> {
  spec: SceneSpec;
  jpeg: Buffer;
}

/**
 * Renders the specs in headless chromium (the page of tests/factories/board-scenes, built by
 * vite): each its JPEG and where its grid's corners landed. The truth is the spec's position.
 */
export async function renderScenes(specs: SceneSpec[]): Promise<RenderedScene[]> {
  const report = await runBenchPage<{ scenes: RenderedSceneData[] }>(
    'tests/factories/board-scenes/vite.scenes.config.ts',
    'board-scenes',
    'boardScenes',
    { input: { specs }, browserArgs: WEBGL_ARGS },
  );
  return report.scenes.map((scene, i) => ({
    ...scene,
    spec: specs[i],
    jpeg: Buffer.from(scene.jpeg, 'base64'),
  }));
}
