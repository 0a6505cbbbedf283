import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nameScript, placeName } from '@domain/format';
import { LocationField } from '@pwa/components/location-field';
import { SelectField } from '@pwa/components/select-field';
import { TextField } from '@pwa/components/text-field';
import { createLocation } from './places-api';
import { usePlacesError } from './use-places-error';

const KINDS = ['city', 'region'] as const;

/** Adds a city (under a country or a region) or a region (under a country). */
export function CityAddForm({ onDone }: { onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation('adminPlaces');
  const errorText = usePlacesError();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('city');
  const [parent, setParent] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [nameLatin, setNameLatin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (parent === null) return setError(t('errors.parentRequired'));
    setBusy(true);
    setError(null);
    try {
      const added = await createLocation({ kind, parentId: parent, name, nameLatin });
      setName('');
      setNameLatin('');
      onDone(t('cities.added', { name: placeName(added, nameScript(i18n.language)) }));
    } catch (err) {
      setError(await errorText(err, 'failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-places__form" onSubmit={(event) => void submit(event)}>
      <h4 className="admin-places__form-title">{t('cities.add')}</h4>
      <SelectField
        label={t('cities.kind')}
        value={kind}
        options={KINDS}
        optionLabel={(option) => t(`cities.kinds.${option}`)}
        onChange={setKind}
      />
      <LocationField label={t('cities.parent')} value={parent} onChange={setParent} />
      <TextField label={t('cities.nameRu')} value={name} onChange={setName} required />
      <TextField label={t('cities.nameEn')} value={nameLatin} onChange={setNameLatin} required />
      {error && (
        <p className="admin-page__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('cities.addButton')}
      </button>
    </form>
  );
}
