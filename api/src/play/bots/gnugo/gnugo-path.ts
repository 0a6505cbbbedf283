import { execFileSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where Debian's package puts it (/usr/games is not on every PATH). */
export const DEBIAN_GNUGO_PATH = '/usr/games/gnugo';

/** The reason GET /bots gives when the pre-AI bot cannot play here. */
export const GNUGO_MISSING_REASON = 'GNU Go is not installed on this server';

export interface GnugoAvailability {
  available: boolean;
  path: string | null;
  reason: string | null;
}

type Env = Readonly<Record<string, string | undefined>>;

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The executable to run: GNUGO_PATH when set (and then only it), else `gnugo` on PATH, else
 * /usr/games/gnugo; null when none of them is an executable file.
 */
export function findGnugo(env: Env = process.env): string | null {
  const configured = env.GNUGO_PATH?.trim();
  if (configured) return isExecutableFile(configured) ? configured : null;
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter((folder) => folder !== '')
    .map((folder) => join(folder, 'gnugo'))
    .find(isExecutableFile);
  if (onPath) return onPath;
  return isExecutableFile(DEBIAN_GNUGO_PATH) ? DEBIAN_GNUGO_PATH : null;
}

/** Finds GNU Go and runs `gnugo --version` to be sure it starts; not cached. */
export function checkGnugo(env: Env = process.env): GnugoAvailability {
  const path = findGnugo(env);
  if (path === null) return { available: false, path: null, reason: GNUGO_MISSING_REASON };
  try {
    const version = execFileSync(path, ['--version'], { timeout: 10_000, encoding: 'utf8' });
    if (!/GNU Go/i.test(version)) throw new Error(`${path} --version does not say GNU Go`);
    return { available: true, path, reason: null };
  } catch {
    return { available: false, path: null, reason: GNUGO_MISSING_REASON };
  }
}

let checked: GnugoAvailability | null = null;

/** Whether the pre-AI bot can play on this server: checked once, then remembered. */
export function gnugoAvailability(): GnugoAvailability {
  checked ??= checkGnugo();
  return checked;
}
