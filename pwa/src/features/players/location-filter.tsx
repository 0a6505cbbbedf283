import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationTree } from '@domain/location/location-tree';
import { Chip } from './chip';
import { locationOptions } from './location-options';
import { placeName } from './players-format';
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useMemo(
    () => (tree && open ? locationOptions(tree, script, search) : []),
    [tree, script, search, open],
  );
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const toggle = (locationId: number) => {
    onChange(
      selected.includes(locationId)
        ? selected.filter((other) => other !== locationId)
        : [...selected, locationId],
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.max(0, Math.min(options.length - 1, index + step)));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      toggle(options[active].id);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="location-filter">
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
          role="combobox"
          autoComplete="off"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          placeholder={t('filters.locationsPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-multiselectable="true"
        aria-label={t('filters.locations')}
        className="location-filter__list"
        hidden={!open}
      >
        {open && options.length === 0 && (
          <li className="location-filter__empty" role="presentation">
            {tree ? t('filters.noLocations') : t('filters.loadingLocations')}
          </li>
        )}
        {options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={selected.includes(option.id)}
            className={`location-filter__option${index === active ? ' is-active' : ''}`}
            style={{ paddingInlineStart: `${12 + (search ? 0 : option.depth * 16)}px` }}
            // keep the focus in the input
            onMouseDown={(event) => event.preventDefault()}
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
