import { hasControlCharacter } from '@domain/text/control-characters';

export const FILE_NAME_MAX_LENGTH = 255;

/**
 * Whether a name can be a file's name as it is, never a path: 1 to FILE_NAME_MAX_LENGTH
 * characters, no '/' or '\', no control character (NUL among them), no '..', not starting with a
 * dot (hidden files, '.' and '..').
 */
export function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= FILE_NAME_MAX_LENGTH &&
    !/[/\\]/.test(name) &&
    !hasControlCharacter(name) &&
    !name.includes('..') &&
    !name.startsWith('.')
  );
}

/**
 * A name a browser or a script sent with a file, made safe (isSafeFileName, or '' when nothing is
 * left): its last path segment, without control characters, runs of dots made one, leading dots
 * and spaces dropped, the last FILE_NAME_MAX_LENGTH characters.
 */
export function safeFileName(sent: string): string {
  const base = sent.split(/[/\\]/).pop() ?? '';
  const printable = [...base].filter((char) => !hasControlCharacter(char)).join('');
  const cleaned = printable.replace(/\.{2,}/g, '.').replace(/^[.\s]+/, '');
  return cleaned.slice(-FILE_NAME_MAX_LENGTH).replace(/^[.\s]+/, '');
}
