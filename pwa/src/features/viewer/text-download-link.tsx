import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SGF_MEDIA_TYPE } from '@sync/contract/games';

interface TextDownloadLinkProps {
  /** the record as this device holds it */
  text: string;
  fileName: string;
}

/** Downloads a record from the copy on this device (online and offline alike). */
export function TextDownloadLink({ text, fileName }: TextDownloadLinkProps) {
  const { t } = useTranslation('viewer');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(new Blob([text], { type: SGF_MEDIA_TYPE }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [text]);
  if (url === null) return null;
  return (
    <a className="button viewer-download" href={url} download={fileName}>
      {t('download')}
    </a>
  );
}
