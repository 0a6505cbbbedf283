import { useTranslation } from 'react-i18next';
import { formatBytes } from '@domain/format/numbers';
import { IMPORT_MAX_BYTES } from '@sync/contract/admin-imports';
import { OnlineOnly } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { ImportForm } from './import-form';
import { ImportProgress } from './import-progress';
import { ImportReportView } from './import-report-view';
import { ProcessStep } from './process-step';
import { useImportFailureText } from './use-import-failure-text';
import { isBusy, useImport } from './use-import';
import './imports.css';

/**
 * /admin/imports: upload a tournament file or a rating list (the same importer as
 * `npm run import`), follow its progress, read the report and process what was imported.
 */
export function AdminImportsTab() {
  const { t } = useTranslation('adminImports');
  useDocumentTitle(t('title'));
  const { state, start } = useImport();
  const failureText = useImportFailureText();
  return (
    <div className="admin-imports">
      <h2 className="admin-page__subtitle">{t('title')}</h2>
      <p className="admin-imports__intro">{t('intro', { size: formatBytes(IMPORT_MAX_BYTES) })}</p>
      <OnlineOnly what={t('offlineWhat')}>
        <ImportForm busy={isBusy(state)} onSubmit={(file, format) => void start(file, format)} />
        <ImportProgress state={state} />
        {state.step === 'failed' && (
          <p className="admin-page__error" role="alert">
            {failureText(state.failure)}
          </p>
        )}
        {state.step === 'done' && (
          <>
            <ImportReportView report={state.report} />
            <ProcessStep key={state.report.tournament?.id ?? 'list'} report={state.report} />
          </>
        )}
      </OnlineOnly>
    </div>
  );
}
