import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { db } from '@pwa/lib/db';
import { useOnline } from '@pwa/lib/online';
import { requestSync } from '@pwa/lib/sync-runner';
import { MergeForm } from './merge-form';
import { PlayerChoice } from './player-choice';
import { RenameForm } from './rename-form';
import './admin-players.css';

/** /admin/players: a player's name in each language, and merging duplicate records. Online only. */
export function AdminPlayersTab() {
  const { t } = useTranslation('adminPlayers');
  useDocumentTitle(t('title'));
  const online = useOnline();
  const [chosenId, setChosenId] = useState<number | null>(null);
  // the replicated row, so the form shows a rename once the sync brings it
  const chosen = useLiveQuery(
    async () => (chosenId === null ? null : ((await db.players.get(chosenId)) ?? null)),
    [chosenId],
  );
  return (
    <>
      <h2 className="admin-page__subtitle">{t('title')}</h2>
      {!online ? (
        <NeedsConnection what={t('offlineWhat')} />
      ) : (
        <div className="admin-players">
          <section className="admin-players__section" aria-labelledby="admin-players-names">
            <h3 id="admin-players-names" className="admin-players__heading">
              {t('rename.heading')}
            </h3>
            <PlayerChoice
              label={t('search.label')}
              value={chosen ?? null}
              onChange={(player) => setChosenId(player?.id ?? null)}
            />
            {chosen && (
              <RenameForm key={chosen.id} player={chosen} onRenamed={() => requestSync()} />
            )}
          </section>
          <section className="admin-players__section">
            <MergeForm onMerged={() => requestSync()} />
          </section>
        </div>
      )}
    </>
  );
}
