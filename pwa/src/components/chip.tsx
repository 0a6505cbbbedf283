interface ChipProps {
  label: string;
  removeLabel: string;
  onRemove: () => void;
}

/** A chosen value (a name, a place, a player) with a button that removes it; inside a `.chips` list. */
export function Chip({ label, removeLabel, onRemove }: ChipProps) {
  return (
    <li className="chip">
      <span className="chip__label">{label}</span>
      <button type="button" className="chip__remove" aria-label={removeLabel} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
