import { useTranslation } from 'react-i18next';
import type { ImportCounts, ImportReport } from '@sync/contract/admin-imports';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="admin-import-report__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** What an import wrote: the tournament or the list, the counts, and the lines skipped. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('adminImports');
  const rows = (counts: ImportCounts) => t('report.rowCounts', { ...counts });
  const { tournament, ratingList } = report;
  return (
    <section className="admin-import-report" aria-labelledby="admin-import-report-title">
      <h3 id="admin-import-report-title" className="admin-import-report__title">
        {t('report.title', { file: report.file })}
      </h3>
      <dl className="admin-import-report__counts">
        {tournament && (
          <>
            <Row
              label={t('report.tournament')}
              value={`${tournament.title} (${t(tournament.created ? 'report.new' : 'report.updated')})`}
            />
            <Row
              label={t('report.players')}
              value={t('report.playerCounts', { ...tournament.players })}
            />
            <Row label={t('report.standings')} value={rows(tournament.participants)} />
            <Row label={t('report.games')} value={rows(tournament.games)} />
          </>
        )}
        {ratingList && (
          <>
            <Row
              label={t('report.list')}
              value={t('report.listOf', {
                federation: ratingList.federation.toUpperCase(),
                date: ratingList.listDate,
              })}
            />
            <Row
              label={t('report.players')}
              value={t('report.playerCounts', { ...ratingList.players })}
            />
            <Row label={t('report.ratings')} value={rows(ratingList.ratings)} />
          </>
        )}
      </dl>
      {report.skipped.length === 0 ? (
        <p className="admin-import-report__none">{t('report.noneSkipped')}</p>
      ) : (
        <>
          <h4 className="admin-import-report__subtitle">
            {t('report.skipped', { count: report.skipped.length })}
          </h4>
          <ul
            className="admin-import-report__skipped"
            tabIndex={0}
            aria-label={t('report.skippedLabel')}
          >
            {report.skipped.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
