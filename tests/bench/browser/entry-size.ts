import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface EntrySize {
  /** the entry script, its modulepreload'ed chunks and the stylesheets, gzipped, in KB */
  gzipKb: number;
  files: string[];
}

const ASSET =
  /<(?:script[^>]*\ssrc|link[^>]*\srel="(?:modulepreload|stylesheet)"[^>]*\shref)="\/([^"]+)"/g;

/**
 * What the first visit to any route downloads besides index.html: the files index.html of the
 * built PWA loads (scripts, modulepreloads, stylesheets), each gzipped as the server sends it.
 */
export function entrySize(pwaDir: string): EntrySize {
  const html = readFileSync(join(pwaDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(ASSET)]
    .map((match) => match[1])
    .filter((file) => /\.(js|css)$/.test(file));
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(pwaDir, file))).length,
    0,
  );
  return { gzipKb: Math.round((bytes / 1024) * 10) / 10, files };
}
