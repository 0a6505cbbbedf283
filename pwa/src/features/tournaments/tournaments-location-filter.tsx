import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeName, type NameScript } from '@domain/format';
import type { LocationTree } from '@domain/location/location-tree';
import { useListbox } from '@pwa/components/use-listbox';
import { locationOptions } from '@pwa/lib/location-options';

interface LocationFilterProps {
  tree: LocationTree | undefined;
  script: NameScript;
  selected: number[];
  onChange: (ids: number[]) => void;
}

/** Several places from the country > region > city tree, found by typing (a combobox). */
export function TournamentsLocationFilter({
  tree,
  script,
  selected,
  onChange,
}: LocationFilterProps) {
  const { t } = useTranslation('tournaments');
  const id = useId();
  const [search, setSearch] = useState('');
  const listbox = useListbox(id);
  const { open } = listbox;
  const options = useMemo(
    () => (tree && open ? locationOptions(tree, script, search) : []),
    [tree, script, search, open],
  );

  const toggle = (locationId: number) =>
    onChange(
      selected.includes(locationId)
        ? selected.filter((other) => other !== locationId)
        : [...selected, locationId],
    );

  return (
    <div className="combobox tournaments-places">
      <label className="field-label" htmlFor={`${id}-input`}>
        {t('filters.places')}
      </label>
      <div className="tournaments-chips-field">
        {selected.length > 0 && (
          <ul className="tournaments-chips" aria-label={t('filters.chosenPlaces')}>
            {selected.map((locationId) => {
              const name = placeName(tree?.get(locationId), script) || `#${locationId}`;
              return (
                <li key={locationId} className="tournaments-chip">
                  <span className="tournaments-chip__label">{name}</span>
                  <button
                    type="button"
                    className="tournaments-chip__remove"
                    aria-label={t('filters.removePlace', { name })}
                    onClick={() => toggle(locationId)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <input
          id={`${id}-input`}
          className="input tournaments-chips-field__input"
          type="text"
          {...listbox.inputProps({
            options,
            onPick: (option) => toggle(option.id),
            arrowOnlyOpens: true,
          })}
          placeholder={t('filters.placesPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            listbox.typed();
          }}
          onClick={() => listbox.setOpen(true)}
        />
      </div>
      <ul
        id={listbox.listId}
        role="listbox"
        aria-multiselectable="true"
        aria-label={t('filters.places')}
        className="combobox__list tournaments-places__list"
        hidden={!open}
      >
        {open && options.length === 0 && (
          <li className="combobox__empty" role="presentation">
            {tree ? t('filters.noPlaces') : t('filters.loadingPlaces')}
          </li>
        )}
        {options.map((option, index) => (
          <li
            key={option.id}
            {...listbox.optionProps(index, 'tournaments-places__option')}
            aria-selected={selected.includes(option.id)}
            style={{ paddingInlineStart: `${12 + (search ? 0 : option.depth * 16)}px` }}
            onClick={() => toggle(option.id)}
          >
            <span className="tournaments-places__check" aria-hidden="true">
              {selected.includes(option.id) ? '✓' : ''}
            </span>
            <span>{search ? option.path : option.name}</span>
            <span className="tournaments-places__kind">{t(`filters.kind.${option.kind}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
