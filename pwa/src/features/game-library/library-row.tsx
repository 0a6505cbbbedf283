import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@domain/format';
import type { LibraryFormats, LibraryGameSummary } from '@sync/contract/game-library';
import { copyText } from '@pwa/lib/copy-text';
import { showToast } from '@pwa/lib/toast-store';
import { RecordActions } from './record-actions';
import { resultText } from './result-text';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface LibraryRowProps {
  game: LibraryGameSummary;
  formats: LibraryFormats;
  /** the owner's actions are offered (online, the record is theirs or the user is an admin) */
  canChange: boolean;
  onChanged: () => void;
}

function player(name: string | null, rank: string | null, fallback: string): string {
  const shown = name?.trim() || fallback;
  return rank?.trim() ? `${shown} (${rank.trim()})` : shown;
}

/** The address of a record's page in the viewer, for sharing a public record. */
export function recordLink(id: number): string {
  return new URL(`/viewer/file/${id}`, window.location.origin).href;
}

/** One record of the list: who played, result, date, size, file, owner, and its actions. */
export function LibraryRow({ game, formats, canChange, onChanged }: LibraryRowProps) {
  const { t, i18n } = useTranslation('library');
  const result = resultText(game.result, t);
  const date =
    game.date !== null && ISO_DAY.test(game.date)
      ? formatDate(game.date, i18n.resolvedLanguage)
      : game.date;
  const players = `${player(game.black, game.blackRank, t('color.B'))} — ${player(
    game.white,
    game.whiteRank,
    t('color.W'),
  )}`;
  const copy = async () => {
    const copied = await copyText(recordLink(game.id));
    showToast(copied ? t('toast.linkCopied') : t('toast.linkNotCopied'), {
      kind: copied ? 'success' : 'error',
    });
  };
  const rows: [string, string | null][] = [
    [t('row.result'), result],
    [t('row.date'), date],
    [t('row.boardSize'), t('size', { size: game.boardSize })],
    [t('row.file'), game.fileName],
    [t('row.owner'), game.owner.username],
  ];

  return (
    <li className="library-row" data-record-id={game.id}>
      <div className="library-row__head">
        <h3 className="library-row__players">{players}</h3>
        {game.private && <span className="library-badge">{t('row.private')}</span>}
      </div>
      <dl className="library-row__facts">
        {rows
          .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
          .map(([label, value]) => (
            <div key={label} className="library-row__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="library-actions" role="group" aria-label={t('row.actions', { players })}>
        <Link className="button button--primary" to={`/viewer/file/${game.id}`}>
          {t('actions.open')}
        </Link>
        {!game.private && (
          <button type="button" className="button" onClick={() => void copy()}>
            {t('actions.copyLink')}
          </button>
        )}
        {canChange && <RecordActions game={game} formats={formats} onChanged={onChanged} />}
      </div>
    </li>
  );
}
