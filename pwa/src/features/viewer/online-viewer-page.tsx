import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EmptyPage } from '@pwa/components/empty-page';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { DownloadLink } from './download-link';
import { RecordBody } from './record-body';
import { readRecord } from './sgf/record';
import { useCachedText } from './use-cached-text';
import './viewer.css';

function parseId(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

function OnlineGameNotFound() {
  const { t } = useTranslation('viewer');
  return (
    <EmptyPage title={t('online.notFound')} badge="404">
      <Link className="button button--primary" to="/server">
        {t('online.toServer')}
      </Link>
    </EmptyPage>
  );
}

function OnlineRecord({ gameId, text }: { gameId: number; text: string }) {
  const { t } = useTranslation('viewer');
  const record = useMemo(() => readRecord(text), [text]);
  const path = `games/${gameId}/record`;
  const download = <DownloadLink gameId={gameId} text={text} path={path} />;
  const heading =
    'tree' in record
      ? t('heading', {
          black: record.info.black ?? t('color.black'),
          white: record.info.white ?? t('color.white'),
        })
      : t('online.title');
  useDocumentTitle(heading);
  return (
    <div className="viewer-page">
      <h1 className="viewer-page__title">{heading}</h1>
      <RecordBody
        record={record}
        reviewKey={`online/${gameId}`}
        side={
          <>
            {download}
            <Link className="button" to={`/server/${gameId}`}>
              {t('online.toGame')}
            </Link>
          </>
        }
      />
    </div>
  );
}

function OnlineGameView({ gameId }: { gameId: number }) {
  const { t } = useTranslation('viewer');
  const sgf = useCachedText(`games/${gameId}/record`);
  if (sgf.data !== undefined) return <OnlineRecord gameId={gameId} text={sgf.data} />;
  if (sgf.error?.status === 404) return <OnlineGameNotFound />;
  return (
    <div className="viewer-page">
      <h1 className="viewer-page__title">{t('online.title')}</h1>
      {sgf.offlineMissing ? (
        <NeedsConnection what={t('record.what')} />
      ) : sgf.error && !sgf.loading ? (
        <p className="notice" role="alert">
          {t('common:api.failed', { message: sgf.error.message })}
        </p>
      ) : (
        <Loader />
      )}
    </div>
  );
}

/** /viewer/online/:id: the record of a finished game of the go server, on the viewer's board. */
export function OnlineViewerPage() {
  const { id } = useParams();
  const gameId = parseId(id);
  if (gameId === null) return <OnlineGameNotFound />;
  return <OnlineGameView key={gameId} gameId={gameId} />;
}
