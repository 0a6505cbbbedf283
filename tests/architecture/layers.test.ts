import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph';

const graph = importGraph();

/** The imports from files under `from` to files under none of `allowed` (all folders of ours). */
function importsOutside(from: string, allowed: readonly string[]): string[] {
  return [...graph].flatMap(([file, targets]) =>
    file.startsWith(from)
      ? targets
          .filter((target) => !allowed.some((folder) => target.startsWith(folder)))
          .map((target) => `${file} -> ${target}`)
      : [],
  );
}

const FEATURE = /^pwa\/src\/features\/([^/]+)\//;

describe('the layers (docs/architecture.md): domain <- sync, neural, vision <- api, pwa', () => {
  it('domain imports nothing of ours but domain', () => {
    expect(importsOutside('domain/', ['domain/'])).toEqual([]);
  });

  it('sync imports only domain', () => {
    expect(importsOutside('sync/', ['sync/', 'domain/'])).toEqual([]);
  });

  it('neural and vision import only domain', () => {
    expect(importsOutside('neural/', ['neural/', 'domain/'])).toEqual([]);
    expect(importsOutside('vision/', ['vision/', 'domain/'])).toEqual([]);
  });

  it('the API and the PWA never import each other', () => {
    expect(importsOutside('api/', ['api/', 'sync/', 'domain/', 'neural/', 'vision/'])).toEqual([]);
    expect(importsOutside('pwa/', ['pwa/', 'sync/', 'domain/', 'neural/', 'vision/'])).toEqual([]);
  });

  it('no PWA feature imports another (app/ composes them; shared code is in components/, lib/)', () => {
    const crossings = [...graph].flatMap(([file, targets]) => {
      const feature = FEATURE.exec(file)?.[1];
      if (!feature) return [];
      return targets
        .filter((target) => {
          const other = FEATURE.exec(target)?.[1];
          return other !== undefined && other !== feature;
        })
        .map((target) => `${file} -> ${target}`);
    });
    expect(crossings).toEqual([]);
  });
});
