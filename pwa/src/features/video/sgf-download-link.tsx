import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SGF_MEDIA_TYPE } from '@sync/contract/games';
import { sgfFileName } from './video-file-check';

/** Downloads a conversion's SGF from the copy in the list (offline too). */
export function SgfDownloadLink({ name, sgf }: { name: string; sgf: string }) {
  const { t } = useTranslation('video');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(new Blob([sgf], { type: SGF_MEDIA_TYPE }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [sgf]);
  if (url === null) return null;
  return (
    <a className="button" href={url} download={sgfFileName(name)}>
      {t('actions.download')}
    </a>
  );
}
