import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange, placeName, titleIn, type NameScript } from '@domain/format';
import { timeControlText } from '@pwa/lib/time-control-text';
import type { TournamentDetail } from '@sync/contract/tournaments';

interface TournamentHeaderProps {
  detail: TournamentDetail;
  script: NameScript;
  /** the 'save for offline' control */
  actions: ReactNode;
}

interface Fact {
  /** data-fact, for tests and styles */
  key: string;
  label: string;
  value: ReactNode;
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
  const { t: tCommon } = useTranslation('common');
  const fact = (key: string, value: ReactNode): Fact => ({ key, label: t(`facts.${key}`), value });
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const rule = detail.handicapRule;
  const timeControl = timeControlText(detail.timeControl, tCommon);
  const facts: Fact[] = [
    fact('dates', formatDateRange(detail.startDate, detail.endDate, i18n.resolvedLanguage)),
    fact('place', placeOf(detail, script)),
    fact(
      'status',
      <span key="status" className={`tournament-status tournament-status--${detail.status}`}>
        {t(`status.${detail.status}`)}
      </span>,
    ),
    fact('rounds', detail.rounds),
    fact('handicapRule', rule ? t(`handicapRules.${rule}`, { defaultValue: rule }) : '—'),
    fact('komi', detail.komi ?? '—'),
    ...(timeControl === null
      ? []
      : [{ key: 'timeControl', label: tCommon('timeControl.label'), value: timeControl }]),
    fact('ranked', yesNo(detail.ranked)),
    fact('online', yesNo(detail.online)),
    fact('players', detail.playerCount),
  ];
  return (
    <header className="tournament-header">
      <h1 className="tournament-header__title">{titleIn(detail, script)}</h1>
      <dl className="tournament-facts">
        {facts.map(({ key, label, value }) => (
          <div key={key} data-fact={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {detail.description && <p className="tournament-header__description">{detail.description}</p>}
      <div className="tournament-header__actions">{actions}</div>
    </header>
  );
}
