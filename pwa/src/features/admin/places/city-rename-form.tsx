import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nameScript, placeName } from '@domain/format';
import { LocationField } from '@pwa/components/location-field';
import { TextField } from '@pwa/components/text-field';
import { useLocationTree } from '@pwa/lib/use-location-tree';
import { renameLocation } from './places-api';
import { usePlacesError } from './use-places-error';

/** Renames a place in Russian (name) and English (nameLatin); the fields start as they are. */
export function CityRenameForm({ onDone }: { onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation('adminPlaces');
  const errorText = usePlacesError();
  const tree = useLocationTree();
  const [place, setPlace] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [nameLatin, setNameLatin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = (id: number | null) => {
    setPlace(id);
    const node = id === null ? undefined : tree?.get(id);
    setName(node?.name ?? '');
    setNameLatin(node?.nameLatin ?? '');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (place === null) return setError(t('errors.placeRequired'));
    setBusy(true);
    setError(null);
    try {
      const renamed = await renameLocation(place, { name, nameLatin });
      onDone(t('cities.renamed', { name: placeName(renamed, nameScript(i18n.language)) }));
    } catch (err) {
      setError(await errorText(err, 'failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-places__form" onSubmit={(event) => void submit(event)}>
      <h4 className="admin-places__form-title">{t('cities.rename')}</h4>
      <LocationField label={t('cities.place')} value={place} onChange={choose} />
      <TextField label={t('cities.nameRu')} value={name} onChange={setName} required />
      <TextField label={t('cities.nameEn')} value={nameLatin} onChange={setNameLatin} required />
      {error && (
        <p className="admin-page__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('cities.renameButton')}
      </button>
    </form>
  );
}
