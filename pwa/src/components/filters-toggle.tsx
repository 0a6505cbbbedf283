import { useId, useState } from 'react';
import './filters-toggle.css';

/**
 * Filters a phone keeps behind a button: elements with `behindClass` show on a phone only while
 * the section (with `sectionClass`) is open; a wide screen shows them all and no button.
 */
export function useFiltersToggle() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return {
    sectionClass: open ? '' : ' filters-toggle-closed',
    behindClass: 'filters-toggle__behind',
    behindId: id,
    button: (label: string) => (
      <button
        type="button"
        className="button button--ghost filters-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
    ),
  };
}
