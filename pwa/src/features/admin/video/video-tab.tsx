import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_VIDEO_PAGE_SIZE, type AdminVideoConversion } from '@sync/contract/video';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import { Loader } from '@pwa/components/loader';
import { OnlineOnly } from '@pwa/components/needs-connection';
import { Pager } from '@pwa/components/pager';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useFailureText } from '@pwa/components/use-failure-text';
import { readHttpFailure } from '@pwa/lib/http';
import { showToast } from '@pwa/lib/toast-store';
import { deleteConversion, retryConversion } from './admin-video-api';
import { useAdminVideos } from './use-admin-videos';
import { VideoItem } from './video-item';
import { readVideoFilters, VIDEO_FILTERS, writeVideoFilters } from './video-query';
import './admin-video.css';

/** /admin/video: every user's video conversions, by status, with retry and delete. */
export function AdminVideoTab() {
  const { t } = useTranslation('video');
  useDocumentTitle(t('admin.title'));
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const filters = readVideoFilters(params);
  const { state, reload } = useAdminVideos(filters);
  const [busy, setBusy] = useState<number | null>(null);
  const [asked, setAsked] = useState<AdminVideoConversion | null>(null);
  const data = state.data;

  const reason = async (error: unknown) => {
    const failure = await readHttpFailure(error);
    return failure.message ?? failureText(failure);
  };

  const retry = async (conversion: AdminVideoConversion) => {
    setBusy(conversion.id);
    try {
      await retryConversion(conversion.id);
      showToast(t('admin.retried', { name: conversion.name }), { kind: 'success' });
    } catch (error) {
      showToast(t('admin.retryFailed', { reason: await reason(error) }), { kind: 'error' });
    } finally {
      setBusy(null);
      reload();
    }
  };

  const remove = async (conversion: AdminVideoConversion) => {
    setBusy(conversion.id);
    try {
      await deleteConversion(conversion.id);
      setAsked(null);
      showToast(t('admin.deleted', { name: conversion.name }), { kind: 'success' });
    } catch (error) {
      showToast(t('admin.deleteFailed', { reason: await reason(error) }), { kind: 'error' });
    } finally {
      setBusy(null);
      reload();
    }
  };

  return (
    <div className="admin-video">
      <h2 className="admin-page__subtitle">{t('admin.title')}</h2>
      <OnlineOnly what={t('admin.what')}>
        <nav className="admin-video__filters" aria-label={t('admin.filtersLabel')}>
          {VIDEO_FILTERS.map((status) => (
            <Link
              key={status}
              to={`?${writeVideoFilters({ status, page: 1 }).toString()}`}
              className="admin-video__filter"
              aria-current={status === filters.status ? 'page' : undefined}
            >
              {t(`admin.filters.${status}`)}
              {data && status !== 'all' && ` (${data.statistics[status]})`}
            </Link>
          ))}
        </nav>
        <p className="admin-page__summary" role="status" aria-live="polite">
          {data ? t('admin.found', { count: data.page.total }) : ''}
        </p>
        {state.status === 'failed' && (
          <p className="admin-page__error" role="alert">
            {t('admin.loadFailed')}{' '}
            <button type="button" className="button" onClick={reload}>
              {t('admin.reload')}
            </button>
          </p>
        )}
        {!data && state.status === 'loading' && <Loader />}
        {data && data.page.items.length === 0 && (
          <p className="admin-page__empty">{t('admin.empty')}</p>
        )}
        {data && data.page.items.length > 0 && (
          <ul className="admin-video__list" aria-label={t('admin.title')}>
            {data.page.items.map((conversion) => (
              <VideoItem
                key={conversion.id}
                conversion={conversion}
                busy={busy === conversion.id}
                onRetry={() => void retry(conversion)}
                onDelete={() => setAsked(conversion)}
              />
            ))}
          </ul>
        )}
        {data && (
          <Pager
            ns="video"
            page={filters.page}
            pageSize={ADMIN_VIDEO_PAGE_SIZE}
            total={data.page.total}
            onPage={(page) => setParams(writeVideoFilters({ ...filters, page }))}
          />
        )}
      </OnlineOnly>
      <Dialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={t('admin.confirmDelete.title')}
      >
        <p className="dialog__text">
          {t('admin.confirmDelete.text', {
            name: asked?.name ?? '',
            user: asked?.user.username ?? '',
          })}
        </p>
        <DialogActions
          cancelLabel={t('admin.confirmDelete.cancel')}
          confirmLabel={t('admin.confirmDelete.button')}
          onCancel={() => setAsked(null)}
          busy={asked !== null && busy === asked.id}
          tone="danger"
          onConfirm={() => asked && void remove(asked)}
        />
      </Dialog>
    </div>
  );
}
