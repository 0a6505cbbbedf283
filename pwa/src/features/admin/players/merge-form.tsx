import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MergePreview } from '@sync/contract/admin-players';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import type { StoredPlayer } from '@pwa/lib/db';
import { readHttpFailure } from '@pwa/lib/http';
import { MergePreviewView } from './merge-preview-view';
import { failureKey } from './name-errors';
import { PlayerChoice, useRecordName } from './player-choice';
import { fetchMergePreview, mergePlayers } from './players-api';

/**
 * Merges a duplicate player record into the record kept: pick both, see what moves (and what
 * forbids it), confirm.
 */
export function MergeForm({ onMerged }: { onMerged: () => void }) {
  const { t } = useTranslation('adminPlayers');
  const recordName = useRecordName();
  const [duplicate, setDuplicate] = useState<StoredPlayer | null>(null);
  const [kept, setKept] = useState<StoredPlayer | null>(null);
  const [preview, setPreview] = useState<MergePreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const pick = (side: 'duplicate' | 'kept', player: StoredPlayer | null) => {
    if (side === 'duplicate') setDuplicate(player);
    else setKept(player);
    setPreview(null);
    setError(null);
    setNotice(null);
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!duplicate || !kept) return setError(t('errors.bothRequired'));
    if (duplicate.id === kept.id) return setError(t('conflicts.samePlayer'));
    setBusy(true);
    setError(null);
    try {
      setPreview(await fetchMergePreview(duplicate.id, kept.id));
    } catch (err) {
      setError(t(`errors.${failureKey(await readHttpFailure(err))}`));
    } finally {
      setBusy(false);
    }
  };

  const merge = async () => {
    if (!duplicate || !kept) return;
    setBusy(true);
    try {
      const result = await mergePlayers(duplicate.id, kept.id);
      setNotice(
        t('merge.done', { name: recordName(duplicate), into: recordName(kept), ...result.moved }),
      );
      setDuplicate(null);
      setPreview(null);
      onMerged();
    } catch (err) {
      setError(t(`errors.${failureKey(await readHttpFailure(err))}`));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const allowed = preview !== null && preview.conflicts.length === 0;
  return (
    <form className="admin-players__form" onSubmit={(event) => void ask(event)}>
      <h3 className="admin-players__heading">{t('merge.title')}</h3>
      <p className="admin-players__note">{t('merge.hint')}</p>
      <PlayerChoice
        label={t('merge.duplicate')}
        value={duplicate}
        onChange={(player) => pick('duplicate', player)}
      />
      <PlayerChoice
        label={t('merge.kept')}
        value={kept}
        onChange={(player) => pick('kept', player)}
      />
      {error && (
        <p className="admin-page__error" role="alert">
          {error}
        </p>
      )}
      <p className="admin-page__summary" role="status" aria-live="polite">
        {notice}
      </p>
      <div className="admin-players__buttons">
        <button type="submit" className="button" disabled={busy} aria-busy={busy && !preview}>
          {t('merge.preview')}
        </button>
        {preview && (
          <button
            type="button"
            className="button button--danger"
            disabled={!allowed || busy}
            onClick={() => setConfirming(true)}
          >
            {t('merge.button')}
          </button>
        )}
      </div>
      {preview && <MergePreviewView preview={preview} />}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('merge.confirmTitle')}
      >
        <p className="dialog__text">
          {duplicate &&
            kept &&
            t('merge.confirmText', { name: recordName(duplicate), into: recordName(kept) })}
        </p>
        <DialogActions
          cancelLabel={t('merge.cancel')}
          confirmLabel={t('merge.confirmButton')}
          onCancel={() => setConfirming(false)}
          busy={busy}
          tone="danger"
          onConfirm={() => void merge()}
        />
      </Dialog>
    </form>
  );
}
