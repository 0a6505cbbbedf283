import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@domain/format';
import type { LibraryGameSummary } from '@sync/contract/game-library';
import { InfoList } from './info-list';

/** What the game library knows of a record: its file, owner, access and upload time. */
export function FileRecordPanel({ game }: { game: LibraryGameSummary }) {
  const { t, i18n } = useTranslation('viewer');
  return (
    <section className="viewer-panel" aria-labelledby="viewer-file-title">
      <h2 id="viewer-file-title" className="viewer-panel__title">
        {t('file.panel')}
      </h2>
      <InfoList
        rows={[
          [t('file.fileName'), game.fileName],
          [t('file.owner'), game.owner.username],
          [t('file.access'), game.private ? t('file.private') : t('file.public')],
          [t('file.uploaded'), formatDateTime(game.uploadedAt, i18n.resolvedLanguage)],
        ]}
      />
    </section>
  );
}
