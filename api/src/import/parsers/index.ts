import { UnreadableFileError, type ImportFormat, type ParsedFile } from '../import-model';
import { parseAgaList } from './aga-list';
import { parseEgfList } from './egf-list';
import { parseH9 } from './h9';
import { parseOpenGotha } from './opengotha';

export { parseAgaList } from './aga-list';
export { parseEgfList } from './egf-list';
export { parseH9 } from './h9';
export { parseOpenGotha } from './opengotha';

/** Parses a file of the given format; throws UnreadableFileError when it cannot be read at all. */
export function parseImportFile(format: ImportFormat, text: string, fileName: string): ParsedFile {
  switch (format) {
    case 'opengotha':
      return parseOpenGotha(text, fileName);
    case 'h9':
      return parseH9(text, fileName);
    case 'egf-list':
      return parseEgfList(text, fileName);
    case 'aga-list':
      return parseAgaList(text, fileName);
  }
  throw new UnreadableFileError(`${fileName}: unknown import format '${String(format)}'`);
}
