import { useTranslation } from 'react-i18next';
import type { MergeConflict, MergePreview } from '@sync/contract/admin-players';

/** A conflict in the reader's language. */
function useConflictText(): (conflict: MergeConflict) => string {
  const { t } = useTranslation('adminPlayers');
  return (conflict) => {
    switch (conflict.kind) {
      case 'sameTournament':
        return t('conflicts.sameTournament', { title: conflict.title, id: conflict.tournamentId });
      case 'playedEachOther':
        return t('conflicts.playedEachOther', { games: conflict.games });
      default:
        return t(`conflicts.${conflict.kind}`);
    }
  };
}

/** What a merge would move, the identifiers the kept record ends with, and what forbids it. */
export function MergePreviewView({ preview }: { preview: MergePreview }) {
  const { t } = useTranslation('adminPlayers');
  const conflictText = useConflictText();
  const { moves, identifiers } = preview;
  return (
    <div className="admin-players__preview" aria-live="polite">
      <dl className="admin-players__moves">
        <div>
          <dt>{t('merge.games')}</dt>
          <dd>{moves.games}</dd>
        </div>
        <div>
          <dt>{t('merge.tournaments')}</dt>
          <dd>{moves.tournaments}</dd>
        </div>
        <div>
          <dt>{t('merge.ratingEntries')}</dt>
          <dd>{moves.ratingEntries}</dd>
        </div>
        <div>
          <dt>{t('merge.egdPin')}</dt>
          <dd>{identifiers.egdPin ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('merge.agaId')}</dt>
          <dd>{identifiers.agaId ?? '—'}</dd>
        </div>
      </dl>
      {preview.conflicts.length > 0 ? (
        <div className="admin-players__conflicts" role="alert">
          <p>{t('merge.refused')}</p>
          <ul>
            {preview.conflicts.map((conflict, index) => (
              <li key={index}>{conflictText(conflict)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="admin-players__note">{t('merge.deletes', { id: preview.duplicate.id })}</p>
      )}
    </div>
  );
}
