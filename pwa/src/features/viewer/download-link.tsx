import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SGF_MEDIA_TYPE } from '@sync/contract/games';
import { useOnline } from '@pwa/lib/online';

/** An object URL of the text while it is needed (null without a text). */
function useObjectUrl(text: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (text === null) return setUrl(null);
    const created = URL.createObjectURL(new Blob([text], { type: SGF_MEDIA_TYPE }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [text]);
  return url;
}

interface DownloadLinkProps {
  gameId: number;
  /** the record as kept on this device, downloaded from there when offline */
  text: string;
  /** the record's address under /api/v1 (a federation game's SGF by default) */
  path?: string;
}

/** Downloads the game's SGF file: from the API, or offline from the copy on this device. */
export function DownloadLink({ gameId, text, path = `games/${gameId}/sgf` }: DownloadLinkProps) {
  const { t } = useTranslation('viewer');
  const online = useOnline();
  const offlineUrl = useObjectUrl(online ? null : text);
  const href = online ? `/api/v1/${path}` : offlineUrl;
  if (href === null) return null;
  return (
    <a className="button viewer-download" href={href} download={`game-${gameId}.sgf`}>
      {t('download')}
    </a>
  );
}
