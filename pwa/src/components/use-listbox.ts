import { useState, type KeyboardEvent } from 'react';

interface ComboboxOptions<T> {
  /** the options in the list, in order */
  options: readonly T[];
  /** whether the list is on show; the open state unless told */
  shown?: boolean;
  /** Enter on the active option, or a click on one */
  onPick: (option: T) => void;
  /** an arrow key on a closed list only opens it, rather than opening it and moving on too */
  arrowOnlyOpens?: boolean;
}

/**
 * The suggestion list of a combobox input (an ARIA listbox): whether it is open, which option is
 * active, and the input's keys: the arrows move, Enter picks, Escape closes. `id` names the list
 * and its options.
 */
export function useListbox(id: string) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  /** The combobox input's role, ARIA state and focus and key handlers. */
  const inputProps = <T>({
    options,
    shown = open,
    onPick,
    arrowOnlyOpens,
  }: ComboboxOptions<T>) => ({
    role: 'combobox',
    autoComplete: 'off',
    'aria-expanded': shown,
    'aria-controls': listId,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': shown && options[active] ? optionId(active) : undefined,
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!open && arrowOnlyOpens) return setOpen(true);
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => Math.max(0, Math.min(options.length - 1, index + step)));
      } else if (event.key === 'Enter' && shown && options[active]) {
        event.preventDefault();
        onPick(options[active]);
      } else if (event.key === 'Escape') {
        setOpen(false);
      }
    },
  });

  /** An option's id, role and classes (`className` besides the shared ones). */
  const optionProps = (index: number, className: string) => ({
    id: optionId(index),
    role: 'option',
    className: `combobox__option ${className}${index === active ? ' is-active' : ''}`,
    // keep the focus in the input
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
  });

  /** The text changed: the list opens at its first option. */
  const typed = () => {
    setActive(0);
    setOpen(true);
  };

  return { open, setOpen, active, listId, inputProps, optionProps, typed };
}
