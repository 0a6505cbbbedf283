import { useId, useMemo, useState } from 'react';
import { placeName, type NameScript } from '@domain/format';
import type { LocationKind, LocationTree } from '@domain/location/location-tree';
import { Chip } from '@pwa/components/chip';
import { PlaceOptions } from '@pwa/components/place-options';
import { useListbox } from '@pwa/components/use-listbox';
import { locationOptions } from '@pwa/lib/location-options';

/** The texts of a places field, in the words of the page that shows it. */
export interface PlacesFieldLabels {
  label: string;
  placeholder: string;
  /** names the list of chosen places */
  chosen: string;
  remove: (name: string) => string;
  /** no place matches the text typed */
  none: string;
  /** the places have not been synced yet */
  loading: string;
  kind: (kind: LocationKind) => string;
}

interface PlacesFieldProps {
  tree: LocationTree | undefined;
  script: NameScript;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  labels: PlacesFieldLabels;
}

/**
 * Several places of the country > region > city tree, found by typing: a combobox whose chosen
 * places show as chips (one place: location-field.tsx).
 */
export function PlacesField({ tree, script, selected, onChange, labels }: PlacesFieldProps) {
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
    <div className="combobox places-field">
      <label className="field-label" htmlFor={`${id}-input`}>
        {labels.label}
      </label>
      <div className="chips-field">
        {selected.length > 0 && (
          <ul className="chips" aria-label={labels.chosen}>
            {selected.map((locationId) => {
              const name = placeName(tree?.get(locationId), script) || `#${locationId}`;
              return (
                <Chip
                  key={locationId}
                  label={name}
                  removeLabel={labels.remove(name)}
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
          placeholder={labels.placeholder}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            listbox.typed();
          }}
          onClick={() => listbox.setOpen(true)}
        />
      </div>
      <PlaceOptions
        listbox={listbox}
        label={labels.label}
        options={options}
        search={search}
        multiple
        isSelected={(placeId) => selected.includes(placeId)}
        empty={tree ? labels.none : labels.loading}
        kind={labels.kind}
        onPick={toggle}
      />
    </div>
  );
}
