import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderScenes, type RenderedScene } from '@tests/factories/board-scenes/render-scenes';
import type { SceneSpec } from '@tests/factories/board-scenes/scene-spec';

type Stored = Omit<RenderedScene, 'jpeg' | 'spec'>;

const files = (dir: string, spec: SceneSpec) => ({
  jpeg: join(dir, `scene-${spec.seed}.jpg`),
  meta: join(dir, `scene-${spec.seed}.json`),
});

/**
 * The scenes rendered, or read from `dir` when every one of them was rendered there before
 * (VISION_BENCH_SCENE_CACHE: a tuning loop renders its scenes once). `fresh` says whether they
 * were rendered now, with `extra` (the truth check's specs) first.
 */
export async function renderOrRead(
  specs: SceneSpec[],
  extra: SceneSpec[],
  dir: string | undefined,
): Promise<{ extra: RenderedScene[]; scenes: RenderedScene[]; fresh: boolean }> {
  if (dir && specs.every((spec) => existsSync(files(dir, spec).meta))) {
    const scenes = specs.map((spec): RenderedScene => {
      const { jpeg, meta } = files(dir, spec);
      const stored = JSON.parse(readFileSync(meta, 'utf8')) as Stored;
      return { ...stored, spec, jpeg: readFileSync(jpeg) };
    });
    return { extra: [], scenes, fresh: false };
  }
  const all = await renderScenes([...extra, ...specs]);
  const scenes = all.slice(extra.length);
  if (dir) {
    mkdirSync(dir, { recursive: true });
    for (const scene of scenes) {
      const { jpeg, meta } = files(dir, scene.spec);
      const { width, height, corners, ms } = scene;
      writeFileSync(jpeg, scene.jpeg);
      writeFileSync(meta, JSON.stringify({ width, height, corners, ms }));
    }
  }
  return { extra: all.slice(0, extra.length), scenes, fresh: true };
}
