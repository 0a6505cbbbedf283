import { useTranslation } from 'react-i18next';
import type { Challenge } from '@sync/contract/play';
import { DataTable } from '@pwa/components/data-table';
import { toggleSort, type ChallengeSort, type LobbyView } from './lobby-url';
import { PlayerCardName } from './player-card';
import { usePlayTexts } from './use-play-texts';

interface ChallengeTableProps {
  challenges: Challenge[];
  view: LobbyView;
  onView: (view: LobbyView) => void;
  /** the signed-in user's id, null when signed out */
  userId: number | null;
  /** the challenge whose Accept or Cancel is running */
  busyId: number | null;
  onAccept: (challenge: Challenge) => void;
  onCancel: (challenge: Challenge) => void;
}

type ColumnKey =
  'creator' | 'rank' | 'board' | 'rules' | 'time' | 'timeClass' | 'handicapKomi' | 'ranked';

const SORTABLE: Partial<Record<ColumnKey, ChallengeSort>> = {
  creator: 'creator',
  rank: 'rank',
  board: 'board',
  time: 'time',
  timeClass: 'timeClass',
};

const COLUMNS: ColumnKey[] = [
  'creator',
  'rank',
  'board',
  'rules',
  'time',
  'timeClass',
  'handicapKomi',
  'ranked',
];

/** The open challenges, sortable by the column headers, with Accept (or Cancel on one's own). */
export function ChallengeTable(props: ChallengeTableProps) {
  const { challenges, view, onView, userId, busyId, onAccept, onCancel } = props;
  const { t } = useTranslation('play');
  const texts = usePlayTexts();
  const label = (key: ColumnKey) => t(`challenges.columns.${key}`);

  const head = (key: ColumnKey) => {
    const text = label(key);
    const sort = SORTABLE[key];
    if (!sort)
      return (
        <th key={key} scope="col">
          {text}
        </th>
      );
    const active = view.sort === sort;
    const ariaSort = active ? (view.direction === 'asc' ? 'ascending' : 'descending') : undefined;
    return (
      <th key={key} scope="col" aria-sort={ariaSort}>
        <button
          type="button"
          className="play-sort"
          onClick={() => onView(toggleSort(view, sort))}
          aria-label={t('challenges.sortBy', { column: text })}
        >
          {text}
          <span aria-hidden="true" className="play-sort__arrow">
            {active ? (view.direction === 'asc' ? '▲' : '▼') : ''}
          </span>
        </button>
      </th>
    );
  };

  return (
    <DataTable label={t('challenges.label')} cardsOnPhone>
      <thead>
        <tr>
          {COLUMNS.map(head)}
          <th scope="col">
            <span className="visually-hidden">{t('challenges.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {challenges.map((challenge) => {
          const { settings } = challenge;
          const own = userId !== null && challenge.creator.userId === userId;
          return (
            <tr key={challenge.id} data-challenge-id={challenge.id}>
              <td className="data-table__card-wide">
                <PlayerCardName player={challenge.creator} />
              </td>
              <td data-label={label('rank')}>{challenge.creator.rank}</td>
              <td data-label={label('board')}>{texts.board(settings.boardSize)}</td>
              <td data-label={label('rules')}>{t(`rules.${settings.rules}`)}</td>
              <td data-label={label('time')}>{texts.settingsTime(settings)}</td>
              <td data-label={label('timeClass')}>{t(`timeClass.${challenge.timeClass}`)}</td>
              <td data-label={label('handicapKomi')}>{texts.settingsHandicapKomi(settings)}</td>
              <td data-label={label('ranked')}>
                {t(settings.ranked ? 'ranked.yes' : 'ranked.no')}
              </td>
              <td className="data-table__card-wide">
                {own ? (
                  <button
                    type="button"
                    className="button button--danger"
                    disabled={busyId === challenge.id}
                    onClick={() => onCancel(challenge)}
                  >
                    {t('challenges.cancel')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={busyId === challenge.id}
                    onClick={() => onAccept(challenge)}
                  >
                    {t('challenges.accept')}
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
