import type { VideoFormats } from '@sync/contract/video';

/** Why a chosen file is refused before anything is sent. */
export type VideoFileProblem = 'extension' | 'tooLarge' | 'empty';

/** The extension of a file name, lower case without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** What the server would refuse of this file, or null when it may be sent. */
export function checkVideoFile(
  file: Pick<File, 'name' | 'size'>,
  formats: Pick<VideoFormats, 'Formats' | 'MaxSize'>,
): VideoFileProblem | null {
  if (!formats.Formats.includes(extensionOf(file.name))) return 'extension';
  if (file.size === 0) return 'empty';
  if (file.size > formats.MaxSize) return 'tooLarge';
  return null;
}

/**
 * The picker's accept list: any video (a phone offers its camera for it) and the accepted
 * extensions (a .mkv file often has no video/* type).
 */
export function acceptOf(formats: Pick<VideoFormats, 'Formats'>): string {
  return ['video/*', ...formats.Formats.map((extension) => `.${extension}`)].join(',');
}

/** The name a conversion gets unless the user types another: the file name without its extension. */
export function defaultVideoName(fileName: string): string {
  const extension = extensionOf(fileName);
  const base = extension ? fileName.slice(0, -(extension.length + 1)) : fileName;
  return base.trim() || fileName;
}

/** Characters Windows refuses in a file name (and '/' everywhere). */
const REFUSED_IN_FILE_NAMES = '\\/:*?"<>|';

/** The file name of a conversion's SGF: its name with characters file systems refuse replaced. */
export function sgfFileName(name: string): string {
  const safe = [...name]
    .map((char) => (char.charCodeAt(0) < 32 || REFUSED_IN_FILE_NAMES.includes(char) ? '_' : char))
    .join('')
    .trim();
  return `${safe || 'video'}.sgf`;
}
