import { safeFileName } from '@domain/files/file-name';
import { LIBRARY_MAX_FILE_SIZE } from '@sync/contract/game-library';
import { ApiError } from '../common/errors/api-error';
import { readRecords, SgfRecordError, type LibraryRecord } from './sgf-records';

/** A file as multer received it into memory. */
export interface UploadedSgf {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** A checked upload: the file's name and its game trees, ready to store. */
export interface ReadSgfFile {
  fileName: string;
  records: LibraryRecord[];
}

/**
 * Checks and reads every file before anything is stored, in order, stopping at the first bad
 * one: 400 BAD_PARAMETERS without files, 413 FILE_TOO_LARGE over LIBRARY_MAX_FILE_SIZE, 400
 * SGF_FILE_REFUSED for a name not ending in .sgf (any case), 400 SGF_INVALID with the reason
 * (more than `maxNodes` nodes, SGF_MAX_NODES, among them).
 */
export function readUploads(files: UploadedSgf[] | undefined, maxNodes: number): ReadSgfFile[] {
  if (!files || files.length === 0) throw new ApiError('badParameters');
  return files.map((file) => readUpload(file, maxNodes));
}

export function readUpload(file: UploadedSgf | undefined, maxNodes: number): ReadSgfFile {
  if (!file) throw new ApiError('badParameters');
  if (file.size > LIBRARY_MAX_FILE_SIZE) throw new ApiError('fileTooLarge');
  const fileName = safeFileName(file.originalname);
  if (!fileName.toLowerCase().endsWith('.sgf')) {
    throw new ApiError('sgfFileRefused', {
      message: `Only .sgf files can be uploaded: ${fileName}`,
    });
  }
  try {
    return { fileName, records: readRecords(file.buffer, maxNodes) };
  } catch (error) {
    if (!(error instanceof SgfRecordError)) throw error;
    throw new ApiError('sgfInvalid', {
      message: `The file is not a readable SGF game record: ${fileName}: ${error.message}`,
    });
  }
}
