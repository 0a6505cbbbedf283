import { useCallback, useRef, useState } from 'react';
import { FEEDBACK_MAX_ATTACHMENTS, type FileFormats } from '@sync/contract/files';
import { checkFiles } from './file-check';

export interface ChosenFile {
  id: number;
  file: File;
}

export interface Refused {
  wrongFormat: string[];
  tooLarge: string[];
  /** names of the files left out because a message holds at most FEEDBACK_MAX_ATTACHMENTS */
  tooMany: string[];
}

const NOTHING_REFUSED: Refused = { wrongFormat: [], tooLarge: [], tooMany: [] };

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/** The attachments chosen so far and what the last choice refused (format or size). */
export function useFeedbackFiles() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [refused, setRefused] = useState<Refused>(NOTHING_REFUSED);
  const nextId = useRef(1);

  const add = useCallback(
    (chosen: readonly File[], formats: FileFormats) => {
      const check = checkFiles(chosen, formats);
      const fresh = check.accepted.filter((file) => !files.some((c) => sameFile(c.file, file)));
      const room = Math.max(0, FEEDBACK_MAX_ATTACHMENTS - files.length);
      setRefused({
        wrongFormat: check.wrongFormat,
        tooLarge: check.tooLarge,
        tooMany: fresh.slice(room).map((file) => file.name),
      });
      const added = fresh.slice(0, room).map((file) => ({ id: nextId.current++, file }));
      setFiles([...files, ...added]);
    },
    [files],
  );

  const remove = useCallback((id: number) => {
    setFiles((current) => current.filter((chosen) => chosen.id !== id));
  }, []);

  const clear = useCallback(() => {
    setFiles([]);
    setRefused(NOTHING_REFUSED);
  }, []);

  return { files, refused, add, remove, clear };
}
