import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { LibraryGameDetail } from '@sync/contract/game-library';
import { ApiState } from '@pwa/components/api-state';
import { EmptyPage } from '@pwa/components/empty-page';
import { SignInNotice } from '@pwa/components/sign-in-notice';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useCachedApi } from '@pwa/lib/cached-api';
import { FileRecordPanel } from './file-record-panel';
import { RecordBody } from './record-body';
import { readRecord } from './sgf/record';
import { TextDownloadLink } from './text-download-link';
import './viewer.css';

/** The library page (features/game-library), linked, not imported. */
const LIBRARY_PATH = '/games/records';

function parseId(text: string | undefined): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

function RecordNotFound() {
  const { t } = useTranslation('viewer');
  return (
    <EmptyPage title={t('file.notFound')} badge="404">
      <Link className="button button--primary" to={LIBRARY_PATH}>
        {t('file.toLibrary')}
      </Link>
    </EmptyPage>
  );
}

function FileRecord({ game }: { game: LibraryGameDetail }) {
  const { t } = useTranslation('viewer');
  const record = useMemo(() => readRecord(game.sgf), [game.sgf]);
  const heading = t('heading', {
    black: game.black ?? t('color.black'),
    white: game.white ?? t('color.white'),
  });
  useDocumentTitle(heading);
  const side = (
    <>
      <TextDownloadLink text={game.sgf} fileName={game.fileName} />
      <Link className="button" to={LIBRARY_PATH}>
        {t('file.toLibrary')}
      </Link>
      <FileRecordPanel game={game} />
    </>
  );
  return (
    <div className="viewer-page">
      <h1 className="viewer-page__title">{heading}</h1>
      <RecordBody record={record} side={side} reviewKey={`file/${game.id}`} />
    </div>
  );
}

function FileRecordView({ id }: { id: number }) {
  const { t } = useTranslation('viewer');
  // kept in the on-demand cache: a record opened once opens offline too
  const detail = useCachedApi<LibraryGameDetail>(`file/game/${id}`);
  if (detail.data === undefined && detail.error?.status === 404) return <RecordNotFound />;
  if (detail.data !== undefined) return <FileRecord game={detail.data} />;
  return (
    <div className="viewer-page">
      <h1 className="viewer-page__title">{t('file.title')}</h1>
      {detail.error?.status === 401 ? (
        <SignInNotice />
      ) : (
        <ApiState state={detail} what={t('record.what')}>
          {() => null}
        </ApiState>
      )}
    </div>
  );
}

/** /viewer/file/:id: a record of the users' game library on the viewer's board. */
export function FileViewerPage() {
  const { id } = useParams();
  const recordId = parseId(id);
  if (recordId === null) return <RecordNotFound />;
  return <FileRecordView key={recordId} id={recordId} />;
}
