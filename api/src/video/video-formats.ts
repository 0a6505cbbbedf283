import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A container we accept: its file extensions and the ffmpeg demuxer that reads it. */
interface ContainerKind {
  name: string;
  extensions: readonly string[];
  demuxer: string;
}

const CONTAINERS: readonly ContainerKind[] = [
  { name: 'MP4', extensions: ['mp4', 'm4v'], demuxer: 'mov' },
  { name: 'QuickTime', extensions: ['mov'], demuxer: 'mov' },
  { name: '3GP', extensions: ['3gp'], demuxer: 'mov' },
  { name: 'WebM', extensions: ['webm'], demuxer: 'matroska' },
  { name: 'Matroska', extensions: ['mkv'], demuxer: 'matroska' },
  { name: 'AVI', extensions: ['avi'], demuxer: 'avi' },
  { name: 'MPEG-PS', extensions: ['mpg', 'mpeg'], demuxer: 'mpeg' },
];

/** Video codecs phones and cameras write, and ffmpeg decoders for each (any one will do). */
const CODECS: readonly { name: string; decoders: readonly string[] }[] = [
  { name: 'H.264', decoders: ['h264'] },
  { name: 'H.265', decoders: ['hevc'] },
  { name: 'VP8', decoders: ['vp8', 'libvpx'] },
  { name: 'VP9', decoders: ['vp9', 'libvpx-vp9'] },
  { name: 'AV1', decoders: ['libdav1d', 'av1', 'libaom-av1'] },
  { name: 'MPEG-4', decoders: ['mpeg4'] },
  { name: 'Motion JPEG', decoders: ['mjpeg'] },
  { name: 'ProRes', decoders: ['prores'] },
];

export interface ReadableFormats {
  extensions: string[];
  containers: string[];
  codecs: string[];
}

/** The names in the second column of `ffmpeg -demuxers` or `-decoders` (after the flags). */
async function ffmpegNames(listing: '-demuxers' | '-decoders'): Promise<Set<string>> {
  const { stdout } = await run('ffmpeg', ['-hide_banner', listing], { maxBuffer: 4 << 20 });
  const names = new Set<string>();
  for (const line of stdout.split('\n')) {
    const match = /^\s*[A-Z.]{1,6}\s+(\S+)\s/.exec(line);
    if (match) for (const name of match[1].split(',')) names.add(name);
  }
  return names;
}

/**
 * The containers and codecs the installed ffmpeg reads, of those we know; none when ffmpeg is
 * missing (nothing could be converted here).
 */
export async function readableFormats(): Promise<ReadableFormats> {
  let demuxers: Set<string>;
  let decoders: Set<string>;
  try {
    [demuxers, decoders] = await Promise.all([ffmpegNames('-demuxers'), ffmpegNames('-decoders')]);
  } catch {
    return { extensions: [], containers: [], codecs: [] };
  }
  const containers = CONTAINERS.filter((c) => demuxers.has(c.demuxer));
  return {
    extensions: containers.flatMap((c) => c.extensions),
    containers: containers.map((c) => c.name),
    codecs: CODECS.filter((c) => c.decoders.some((d) => decoders.has(d))).map((c) => c.name),
  };
}

/** The lower-case extension of a file name, without the dot; '' without one. */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}
