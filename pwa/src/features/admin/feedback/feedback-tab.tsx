import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { OnlineOnly } from '@pwa/components/needs-connection';
import { Pager } from '@pwa/components/pager';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { FeedbackItemView } from './feedback-item';
import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_STATUSES,
  readFeedbackFilters,
  writeFeedbackFilters,
} from './feedback-query';
import { useFeedbackList } from './use-feedback-list';
import './admin-feedback.css';

/** /admin/feedback: the messages of the header's Feedback dialog, newest first. */
export function AdminFeedbackTab() {
  const { t } = useTranslation('adminFeedback');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const filters = readFeedbackFilters(params);
  const { state, reload, replace } = useFeedbackList(filters);
  const data = state.data;

  return (
    <div className="admin-feedback">
      <h2 className="admin-page__subtitle">{t('title')}</h2>
      <OnlineOnly what={t('offlineWhat')}>
        <nav className="admin-feedback__filters" aria-label={t('filtersLabel')}>
          {FEEDBACK_STATUSES.map((status) => (
            <Link
              key={status}
              to={`?${writeFeedbackFilters({ status, page: 1 }).toString()}`}
              className="admin-feedback__filter"
              aria-current={status === filters.status ? 'page' : undefined}
            >
              {t(`filters.${status}`)}
            </Link>
          ))}
        </nav>
        <p className="admin-page__summary" role="status" aria-live="polite">
          {data ? t('found', { count: data.total }) : ''}
        </p>
        {state.status === 'failed' && (
          <p className="admin-page__error" role="alert">
            {t('errors.load')}{' '}
            <button type="button" className="button" onClick={reload}>
              {t('retry')}
            </button>
          </p>
        )}
        {state.status === 'loading' && !data && <Loader />}
        {data && data.items.length === 0 && <p className="admin-page__empty">{t('empty')}</p>}
        {data && data.items.length > 0 && (
          <div aria-busy={state.status === 'loading'}>
            <ul className="admin-feedback__list" aria-label={t('listLabel')}>
              {data.items.map((item) => (
                <FeedbackItemView key={item.id} item={item} onChange={replace} />
              ))}
            </ul>
            <Pager
              ns="admin"
              page={filters.page}
              pageSize={FEEDBACK_PAGE_SIZE}
              total={data.total}
              onPage={(page) => setParams(writeFeedbackFilters({ ...filters, page }))}
            />
          </div>
        )}
      </OnlineOnly>
    </div>
  );
}
