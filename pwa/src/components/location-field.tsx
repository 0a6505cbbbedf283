import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameScript } from '@domain/format';
import { PlaceOptions } from '@pwa/components/place-options';
import { useListbox } from '@pwa/components/use-listbox';
import { locationOptions, placePath } from '@pwa/lib/location-options';
import { useLocationTree } from '@pwa/lib/use-location-tree';

/** how many places the list shows at most */
const PLACE_LIMIT = 50;

interface LocationFieldProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
}

/** One place of the country > region > city tree (the synced locations), found by typing. */
export function LocationField({ label, value, onChange, disabled }: LocationFieldProps) {
  const { t, i18n } = useTranslation('common');
  const script = nameScript(i18n.language);
  const id = useId();
  const tree = useLocationTree();
  const [search, setSearch] = useState('');
  const listbox = useListbox(id);
  const { open } = listbox;
  const options = useMemo(
    () => (tree && open ? locationOptions(tree, script, search, PLACE_LIMIT) : []),
    [tree, script, search, open],
  );
  const chosen = value === null ? '' : (tree && placePath(tree, value, script)) || `#${value}`;

  const pick = (placeId: number) => {
    onChange(placeId);
    setSearch('');
    listbox.setOpen(false);
  };

  return (
    <div className="combobox location-field">
      <label className="field-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="location-field__chosen">
        <span id={`${id}-chosen`} className="location-field__value">
          {chosen || t('locationField.none')}
        </span>
        {value !== null && (
          <button
            type="button"
            className="button button--ghost location-field__clear"
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            {t('locationField.clear')}
          </button>
        )}
      </div>
      <input
        id={`${id}-input`}
        className="input"
        type="text"
        disabled={disabled}
        aria-describedby={`${id}-chosen`}
        {...listbox.inputProps({ options, onPick: (option) => pick(option.id) })}
        placeholder={t('locationField.placeholder')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          listbox.typed();
        }}
        onClick={() => listbox.setOpen(true)}
      />
      <PlaceOptions
        listbox={listbox}
        label={label}
        options={options}
        search={search}
        multiple={false}
        isSelected={(placeId) => placeId === value}
        empty={tree ? t('locationField.empty') : t('locationField.loading')}
        kind={(kind) => t(`locationField.kind.${kind}`)}
        onPick={pick}
      />
    </div>
  );
}
