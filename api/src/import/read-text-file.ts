import { readFile } from 'node:fs/promises';

/** Tournament files are UTF-8 today; older ones are Latin-1 (Windows-1252), decoded as such. */
export async function readTextFile(path: string): Promise<string> {
  const bytes = await readFile(path);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
