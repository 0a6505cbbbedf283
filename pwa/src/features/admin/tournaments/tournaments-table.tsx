import { useTranslation } from 'react-i18next';
import type { AdminTournament } from '@sync/contract/admin-tournaments';
import { DataTable } from '@pwa/components/data-table';
import { TournamentRow } from './tournament-row';

interface TournamentsTableProps {
  tournaments: AdminTournament[];
  onChange: (tournament: AdminTournament) => void;
  onEdit: (tournament: AdminTournament) => void;
}

/** The tournaments of a page; on a phone each row is a card (admin-tournaments.css). */
export function TournamentsTable({ tournaments, onChange, onEdit }: TournamentsTableProps) {
  const { t } = useTranslation('adminTournaments');
  return (
    <DataTable label={t('tableLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('columns.title')}</th>
          <th scope="col">{t('columns.dates')}</th>
          <th scope="col">{t('columns.place')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col">{t('columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {tournaments.map((tournament) => (
          <TournamentRow
            key={tournament.id}
            tournament={tournament}
            onChange={onChange}
            onEdit={onEdit}
          />
        ))}
      </tbody>
    </DataTable>
  );
}
