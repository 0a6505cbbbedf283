import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeName, type NameScript } from '@domain/format';
import type { LocationTree } from '@domain/location/location-tree';
import { useListbox } from '@pwa/components/use-listbox';
import { locationOptions } from '@pwa/lib/location-options';

interface LocationPickerProps {
  tree: LocationTree | undefined;
  script: NameScript;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}

/** Several places of the country > region > city tree, found by typing (a combobox with chips). */
export function LocationPicker({ tree, script, selected, onChange }: LocationPickerProps) {
  const { t } = useTranslation('statistics');
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
    <div className="combobox stat-places">
      <label className="field-label" htmlFor={`${id}-input`}>
        {t('filters.locations')}
      </label>
      <div className="stat-chips-field">
        {selected.length > 0 && (
          <ul className="stat-chips" aria-label={t('filters.chosenLocations')}>
            {selected.map((locationId) => {
              const name = placeName(tree?.get(locationId), script) || `#${locationId}`;
              return (
                <li key={locationId} className="stat-chip">
                  <span className="stat-chip__label">{name}</span>
                  <button
                    type="button"
                    className="stat-chip__remove"
                    aria-label={t('filters.removeLocation', { name })}
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
          className="input stat-chips-field__input"
          type="text"
          {...listbox.inputProps({
            options,
            onPick: (option) => toggle(option.id),
            arrowOnlyOpens: true,
          })}
          placeholder={t('filters.locationsPlaceholder')}
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
        aria-label={t('filters.locations')}
        className="combobox__list stat-places__list"
        hidden={!open}
      >
        {open && options.length === 0 && (
          <li className="combobox__empty" role="presentation">
            {tree ? t('filters.noLocations') : t('filters.loadingLocations')}
          </li>
        )}
        {options.map((option, index) => (
          <li
            key={option.id}
            {...listbox.optionProps(index, 'stat-places__option')}
            aria-selected={selected.includes(option.id)}
            style={{ paddingInlineStart: `${12 + (search ? 0 : option.depth * 16)}px` }}
            onClick={() => toggle(option.id)}
          >
            <span className="stat-places__check" aria-hidden="true">
              {selected.includes(option.id) ? '✓' : ''}
            </span>
            <span>{search ? option.path : option.name}</span>
            <span className="stat-places__kind">{t(`filters.kind.${option.kind}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
