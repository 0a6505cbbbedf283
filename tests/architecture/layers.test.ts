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

describe('the layers (docs/architecture.md): domain <- sync, neural, vision <- api, pwa; threads <- neural, vision, api', () => {
  it('domain imports nothing of ours but domain, threads nothing but threads', () => {
    expect(importsOutside('domain/', ['domain/'])).toEqual([]);
    expect(importsOutside('threads/', ['threads/'])).toEqual([]);
  });

  it('sync imports only domain', () => {
    expect(importsOutside('sync/', ['sync/', 'domain/'])).toEqual([]);
  });

  it('neural and vision import only domain and threads', () => {
    expect(importsOutside('neural/', ['neural/', 'domain/', 'threads/'])).toEqual([]);
    expect(importsOutside('vision/', ['vision/', 'domain/', 'threads/'])).toEqual([]);
  });

  it('the API and the PWA never import each other (nor the PWA threads: Node worker threads)', () => {
    const api = ['api/', 'sync/', 'domain/', 'neural/', 'vision/', 'threads/'];
    expect(importsOutside('api/', api)).toEqual([]);
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
