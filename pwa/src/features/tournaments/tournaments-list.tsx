import { useTranslation } from 'react-i18next';
import { formatMonthYear, type NameScript } from '@domain/format';
import type { LocationTree } from '@domain/location/location-tree';
import { groupByMonth } from '@domain/tournament/grouping';
import type { StoredTournament } from '@pwa/lib/db';
import { TournamentCard } from './tournaments-card';

interface TournamentsListProps {
  /** in the mode's order (the repository sorts them) */
  tournaments: StoredTournament[];
  script: NameScript;
  tree: LocationTree | undefined;
}

/** 'Май 2024 г.': a month as a heading starts with a capital, as 'May 2024' does. */
function monthHeading(year: number, month: number, language: string | undefined): string {
  const text = formatMonthYear(year, month, language);
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** The tournaments under a heading for each month. */
export function TournamentsList({ tournaments, script, tree }: TournamentsListProps) {
  const { i18n } = useTranslation('tournaments');
  return (
    <div className="tournaments-list">
      {groupByMonth(tournaments).map((group, index) => {
        const headingId = `tournaments-month-${group.key}-${index}`;
        return (
          <section
            key={`${group.key}-${index}`}
            className="tournaments-month"
            aria-labelledby={headingId}
          >
            <h2 id={headingId} className="tournaments-month__title">
              {monthHeading(group.year, group.month, i18n.resolvedLanguage)}
            </h2>
            <ul className="tournaments-month__items">
              {group.items.map((tournament) => (
                <TournamentCard
                  key={tournament.id}
                  tournament={tournament}
                  script={script}
                  tree={tree}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
