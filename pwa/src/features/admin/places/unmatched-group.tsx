import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  nameScript,
  placeName,
  realName,
  titleIn,
  type NameScript,
} from '@domain/format';
import type { UnmatchedPlaceGroup } from '@sync/contract/admin-places';
import { LocationField } from '@pwa/components/location-field';
import { transliterate } from '@domain/text/transliterate';
import {
  createLocation,
  fixOne,
  fixText,
  type PlaceRowKind,
  type UnmatchedRows,
} from './places-api';
import { usePlacesError } from './use-places-error';

interface UnmatchedGroupProps<K extends PlaceRowKind> {
  kind: K;
  group: UnmatchedPlaceGroup<UnmatchedRows[K]>;
  /** after a fix: the number of rows fixed, so the list reloads and says so */
  onFixed: (count: number) => void;
}

function rowLabel(row: UnmatchedRows[PlaceRowKind], script: NameScript, language: string): string {
  if ('title' in row) return `${titleIn(row, script)} · ${formatDate(row.startDate, language)}`;
  return realName(row, script);
}

/** The rows sharing one raw place text: the city to put them at (the suggestion first), and fixes. */
export function UnmatchedGroup<K extends PlaceRowKind>({
  kind,
  group,
  onFixed,
}: UnmatchedGroupProps<K>) {
  const { t, i18n } = useTranslation('adminPlaces');
  const script = nameScript(i18n.language);
  const errorText = usePlacesError();
  const [location, setLocation] = useState<number | null>(group.suggestion?.location.id ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failure = kind === 'tournaments' ? 'TOURNAMENT_LOCATION_FAILED' : 'PLAYER_LOCATION_FAILED';
  const country = group.rows[0]?.country;

  const run = async (fix: (location: number) => Promise<{ updated: number }>) => {
    if (location === null) return;
    setBusy(true);
    setError(null);
    try {
      const { updated } = await fix(location);
      onFixed(updated);
    } catch (err) {
      setError(await errorText(err, failure));
    } finally {
      setBusy(false);
    }
  };

  /** The text becomes a new city of the rows' country, and every row goes there. */
  const addAsCity = async () => {
    if (!country) return;
    setBusy(true);
    setError(null);
    try {
      const city = await createLocation({
        kind: 'city',
        parentId: country.id,
        name: group.text,
        nameLatin: transliterate(group.text),
      });
      const { updated } = await fixText(kind, group.text, city.id);
      onFixed(updated);
    } catch (err) {
      setError(await errorText(err, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="admin-places__group">
      <h4 className="admin-places__text">
        «{group.text}»
        <span className="admin-places__meta">
          {country ? ` · ${placeName(country, script)}` : ''} ·{' '}
          {t(`${kind}.count`, { count: group.rows.length })}
        </span>
      </h4>
      <p className="admin-places__suggestion">
        {group.suggestion
          ? t('suggested', {
              place: placeName(group.suggestion.location, script),
              reason: t(`reasons.${group.suggestion.reason}`),
            })
          : t('noSuggestion')}
      </p>
      <LocationField
        label={t('placeFor', { text: group.text })}
        value={location}
        onChange={setLocation}
        disabled={busy}
      />
      {error && (
        <p className="admin-page__error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button--primary admin-places__fix-all"
        disabled={busy || location === null}
        aria-busy={busy}
        onClick={() => void run((place) => fixText(kind, group.text, place))}
      >
        {t('fixAll', { count: group.rows.length })}
      </button>
      {country && (
        <button
          type="button"
          className="button admin-places__fix-all"
          disabled={busy}
          onClick={() => void addAsCity()}
        >
          {t('addAsCity', { text: group.text, country: placeName(country, script) })}
        </button>
      )}
      <ul className="admin-places__rows">
        {group.rows.map((row) => {
          const label = rowLabel(row, script, i18n.language);
          return (
            <li key={row.id} className="admin-places__row">
              <span className="admin-places__row-name">{label}</span>
              <button
                type="button"
                className="button"
                disabled={busy || location === null}
                aria-label={t('fixOneLabel', { name: label })}
                onClick={() => void run((place) => fixOne(kind, row.id, place))}
              >
                {t('fixOne')}
              </button>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
