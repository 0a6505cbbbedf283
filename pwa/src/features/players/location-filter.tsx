import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationTree } from '@domain/location/location-tree';
import { useListbox } from '@pwa/components/use-listbox';
import { Chip } from './chip';
import { locationOptions } from '@pwa/lib/location-options';
import { placeName } from '@domain/format';
import type { NameScript } from '@pwa/lib/players-query/players-query';

interface LocationFilterProps {
  tree: LocationTree | undefined;
  script: NameScript;
  selected: number[];
  onChange: (ids: number[]) => void;
}

/** Several places from the country > region > city tree, found by typing (a combobox). */
export function LocationFilter({ tree, script, selected, onChange }: LocationFilterProps) {
  const { t } = useTranslation('players');
  const id = useId();
  const [search, setSearch] = useState('');
  const listbox = useListbox(id);
  const { open } = listbox;
  const options = useMemo(
    () => (tree && open ? locationOptions(tree, script, search) : []),
    [tree, script, search, open],
  );

  const toggle = (locationId: number) => {
    onChange(
      selected.includes(locationId)
        ? selected.filter((other) => other !== locationId)
        : [...selected, locationId],
    );
  };

  return (
    <div className="combobox location-filter">
      <label className="field-label" htmlFor={`${id}-input`}>
        {t('filters.locations')}
      </label>
      <div className="chips-field">
        {selected.length > 0 && (
          <ul className="chips" aria-label={t('filters.chosenLocations')}>
            {selected.map((locationId) => {
              const name = placeName(tree?.get(locationId), script) || `#${locationId}`;
              return (
                <Chip
                  key={locationId}
                  label={name}
                  removeLabel={t('filters.removeLocation', { name })}
                  onRemove={() => toggle(locationId)}
                />
              );
            })}
          </ul>
        )}
        <input
          id={`${id}-input`}
          className="input chips-field__input"
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
        className="combobox__list location-filter__list"
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
            {...listbox.optionProps(index, 'location-filter__option')}
            aria-selected={selected.includes(option.id)}
            style={{ paddingInlineStart: `${12 + (search ? 0 : option.depth * 16)}px` }}
            onClick={() => toggle(option.id)}
          >
            <span className="location-filter__check" aria-hidden="true">
              {selected.includes(option.id) ? '✓' : ''}
            </span>
            <span>{search ? option.path : option.name}</span>
            <span className="location-filter__kind">{t(`filters.kind.${option.kind}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
