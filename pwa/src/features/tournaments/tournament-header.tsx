import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange, placeName, titleIn, type NameScript } from '@domain/format';
import type { TournamentDetail } from '@sync/api/tournaments';

interface TournamentHeaderProps {
  detail: TournamentDetail;
  script: NameScript;
  /** the 'save for offline' control */
  actions: ReactNode;
}

function placeOf(detail: TournamentDetail, script: NameScript): string {
  const names = [detail.city ?? detail.location, detail.country]
    .map((node) => placeName(node, script))
    .filter((name, i, all) => name && name !== all[i - 1]);
  return names.length > 0 ? names.join(', ') : '—';
}

/** The tournament's title, facts and description. */
export function TournamentHeader({ detail, script, actions }: TournamentHeaderProps) {
  const { t, i18n } = useTranslation('tournament');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const rule = detail.handicapRule;
  const facts: Array<[string, ReactNode]> = [
    ['dates', formatDateRange(detail.startDate, detail.endDate, i18n.resolvedLanguage)],
    ['place', placeOf(detail, script)],
    [
      'status',
      <span key="status" className={`tournament-status tournament-status--${detail.status}`}>
        {t(`status.${detail.status}`)}
      </span>,
    ],
    ['rounds', detail.rounds],
    ['handicapRule', rule ? t(`handicapRules.${rule}`, { defaultValue: rule }) : '—'],
    ['komi', detail.komi ?? '—'],
    ['ranked', yesNo(detail.ranked)],
    ['online', yesNo(detail.online)],
    ['players', detail.playerCount],
  ];
  return (
    <header className="tournament-header">
      <h1 className="tournament-header__title">{titleIn(detail, script)}</h1>
      <dl className="tournament-facts">
        {facts.map(([key, value]) => (
          <div key={key} data-fact={key}>
            <dt>{t(`facts.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {detail.description && <p className="tournament-header__description">{detail.description}</p>}
      <div className="tournament-header__actions">{actions}</div>
    </header>
  );
}
