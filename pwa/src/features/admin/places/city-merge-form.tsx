import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationUsageCounts } from '@sync/contract/admin-places';
import { nameScript } from '@domain/format';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import { LocationField } from '@pwa/components/location-field';
import { placePath } from '@pwa/lib/location-options';
import { useLocationTree } from '@pwa/lib/use-location-tree';
import { locationUsage, mergeLocation } from './places-api';
import { usePlacesError } from './use-places-error';

/** Merges a duplicate place into another, after a confirmation that says what moves. */
export function CityMergeForm({ onDone }: { onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation('adminPlaces');
  const script = nameScript(i18n.language);
  const errorText = usePlacesError();
  const tree = useLocationTree();
  const [duplicate, setDuplicate] = useState<number | null>(null);
  const [into, setInto] = useState<number | null>(null);
  const [usage, setUsage] = useState<LocationUsageCounts | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pathOf = (id: number | null) => (id !== null && tree ? placePath(tree, id, script) : '');

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (duplicate === null || into === null) return setError(t('errors.placeRequired'));
    setBusy(true);
    setError(null);
    try {
      setUsage(await locationUsage(duplicate));
    } catch (err) {
      setError(await errorText(err, 'failed'));
    } finally {
      setBusy(false);
    }
  };

  const merge = async () => {
    if (duplicate === null || into === null) return;
    setBusy(true);
    try {
      const { moved } = await mergeLocation(duplicate, into);
      const name = pathOf(duplicate);
      setUsage(null);
      setDuplicate(null);
      onDone(t('cities.merged', { name, into: pathOf(into), ...moved }));
    } catch (err) {
      setUsage(null);
      setError(await errorText(err, 'failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-places__form" onSubmit={(event) => void ask(event)}>
      <h4 className="admin-places__form-title">{t('cities.merge')}</h4>
      <LocationField label={t('cities.duplicate')} value={duplicate} onChange={setDuplicate} />
      <LocationField label={t('cities.into')} value={into} onChange={setInto} />
      {error && (
        <p className="admin-page__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy} aria-busy={busy && !usage}>
        {t('cities.mergeButton')}
      </button>
      <Dialog open={usage !== null} onClose={() => setUsage(null)} title={t('cities.confirmTitle')}>
        <p className="dialog__text">
          {usage &&
            t('cities.confirmText', { name: pathOf(duplicate), into: pathOf(into), ...usage })}
        </p>
        <DialogActions
          cancelLabel={t('cities.cancel')}
          confirmLabel={t('cities.confirmButton')}
          onCancel={() => setUsage(null)}
          busy={busy}
          tone="danger"
          onConfirm={() => void merge()}
        />
      </Dialog>
    </form>
  );
}
