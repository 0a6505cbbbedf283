import { useCallback, useRef, useState } from 'react';
import type { FileFormats } from '@sync/contract/files';
import { checkFiles } from './file-check';

export interface ChosenFile {
  id: number;
  file: File;
}

export interface Refused {
  wrongFormat: string[];
  tooLarge: string[];
}

const NOTHING_REFUSED: Refused = { wrongFormat: [], tooLarge: [] };

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/** The attachments chosen so far and what the last choice refused (format or size). */
export function useFeedbackFiles() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [refused, setRefused] = useState<Refused>(NOTHING_REFUSED);
  const nextId = useRef(1);

  const add = useCallback((chosen: readonly File[], formats: FileFormats) => {
    const check = checkFiles(chosen, formats);
    setRefused({ wrongFormat: check.wrongFormat, tooLarge: check.tooLarge });
    setFiles((current) => {
      const fresh = check.accepted.filter((file) => !current.some((c) => sameFile(c.file, file)));
      return [...current, ...fresh.map((file) => ({ id: nextId.current++, file }))];
    });
  }, []);

  const remove = useCallback((id: number) => {
    setFiles((current) => current.filter((chosen) => chosen.id !== id));
  }, []);

  const clear = useCallback(() => {
    setFiles([]);
    setRefused(NOTHING_REFUSED);
  }, []);

  return { files, refused, add, remove, clear };
}
