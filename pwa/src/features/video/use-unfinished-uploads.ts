import { useCallback, useEffect, useState } from 'react';
import { defaultOptions, Upload } from 'tus-js-client';

type PreviousUpload = Awaited<ReturnType<Upload['findPreviousUploads']>>[number];

export interface UnfinishedUpload {
  key: string;
  fileName: string;
  size: number | null;
  uploadUrl: string | null;
}

function unfinishedOf(upload: PreviousUpload): UnfinishedUpload {
  return {
    key: upload.urlStorageKey,
    fileName: upload.metadata.filename ?? '',
    size: upload.size,
    uploadUrl: upload.uploadUrl,
  };
}

/**
 * The uploads begun in this browser and never finished (tus-js-client keeps them in
 * localStorage): choosing the same file again goes on where each stopped. `refreshKey` reads
 * them again (after an upload starts or ends).
 */
export function useUnfinishedUploads(refreshKey: string) {
  const [uploads, setUploads] = useState<UnfinishedUpload[]>([]);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    defaultOptions.urlStorage.findAllUploads().then(
      (all) => current && setUploads(all.map(unfinishedOf)),
      () => current && setUploads([]),
    );
    return () => {
      current = false;
    };
  }, [refreshKey, generation]);

  /** Forgets an upload here and asks the server to drop what it received. */
  const forget = useCallback(async (upload: UnfinishedUpload) => {
    if (upload.uploadUrl) await Upload.terminate(upload.uploadUrl).catch(() => undefined);
    await defaultOptions.urlStorage.removeUpload(upload.key);
    setGeneration((value) => value + 1);
  }, []);

  return { uploads, forget };
}
