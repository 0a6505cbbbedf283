import type { LocationKind } from '@domain/location/location-tree';
import type { useListbox } from '@pwa/components/use-listbox';
import type { LocationOption } from '@pwa/lib/location-options';

interface PlaceOptionsProps {
  listbox: ReturnType<typeof useListbox>;
  label: string;
  options: readonly LocationOption[];
  /** the text typed: with one, options show their whole path rather than nest */
  search: string;
  /** several places may be chosen: each option shows a check when it is */
  multiple: boolean;
  isSelected: (id: number) => boolean;
  /** what the open list says when it has no option */
  empty: string;
  kind: (kind: LocationKind) => string;
  onPick: (id: number) => void;
}

/** The suggestion list of a place combobox: the places nested by level, or found by a text. */
export function PlaceOptions({
  listbox,
  label,
  options,
  search,
  multiple,
  isSelected,
  empty,
  kind,
  onPick,
}: PlaceOptionsProps) {
  const { open } = listbox;
  return (
    <ul
      id={listbox.listId}
      role="listbox"
      aria-multiselectable={multiple || undefined}
      aria-label={label}
      className="combobox__list place-options"
      hidden={!open}
    >
      {open && options.length === 0 && (
        <li className="combobox__empty" role="presentation">
          {empty}
        </li>
      )}
      {options.map((option, index) => (
        <li
          key={option.id}
          {...listbox.optionProps(index, 'place-options__option')}
          aria-selected={isSelected(option.id)}
          style={{ paddingInlineStart: `${12 + (search ? 0 : option.depth * 16)}px` }}
          onClick={() => onPick(option.id)}
        >
          {multiple && (
            <span className="place-options__check" aria-hidden="true">
              {isSelected(option.id) ? '✓' : ''}
            </span>
          )}
          <span>{search ? option.path : option.name}</span>
          <span className="place-options__kind">{kind(option.kind)}</span>
        </li>
      ))}
    </ul>
  );
}
