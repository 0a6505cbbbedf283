import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import { showToast } from '@pwa/lib/toast-store';
import { useVideoFailure } from './use-video-failure';
import { deleteConversion } from './video-api';

interface ConversionDeleteProps {
  id: number;
  name: string;
  online: boolean;
  onDeleted: () => void;
}

/** A finished conversion's Delete button, asking first (the video file goes too). */
export function ConversionDelete({ id, name, online, onDeleted }: ConversionDeleteProps) {
  const { t } = useTranslation('video');
  const { textOfError } = useVideoFailure();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await deleteConversion(id);
      setAsking(false);
      showToast(t('remove.done', { name }), { kind: 'success' });
    } catch (error) {
      showToast(t('remove.failed', { reason: await textOfError(error) }), { kind: 'error' });
    } finally {
      setBusy(false);
      onDeleted();
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--danger"
        disabled={!online || busy}
        aria-label={t('remove.label', { name })}
        onClick={() => setAsking(true)}
      >
        {t('remove.button')}
      </button>
      <Dialog open={asking} onClose={() => setAsking(false)} title={t('remove.title')}>
        <p className="dialog__text">{t('remove.text', { name })}</p>
        <DialogActions
          cancelLabel={t('remove.cancel')}
          confirmLabel={t('remove.confirm')}
          onCancel={() => setAsking(false)}
          busy={busy}
          tone="danger"
          onConfirm={() => void remove()}
        />
      </Dialog>
    </>
  );
}
