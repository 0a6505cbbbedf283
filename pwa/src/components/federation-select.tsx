import { useId } from 'react';
import type { RatingSystemId } from '@domain/rating/types';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';

interface FederationSelectProps<T extends string> {
  label: string;
  /** the label's class ("field-label" in a form); none when left out */
  labelClassName?: string;
  value: T;
  onChange: (federation: T) => void;
  /** what each choice is called, in the caller's words */
  systemName: (system: T) => string;
  /** the choices, in order; the rating systems when left out */
  systems?: readonly T[];
}

/**
 * A labelled select of the rating systems (federations), or of other choices of that kind
 * (a rating history's sources: the systems and 'aga').
 */
export function FederationSelect<T extends string = RatingSystemId>({
  label,
  labelClassName,
  value,
  onChange,
  systemName,
  systems = RATING_SYSTEM_IDS as readonly string[] as readonly T[],
}: FederationSelectProps<T>) {
  const id = `${useId()}-federation`;
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => {
          const chosen = systems.find((system) => system === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {systems.map((system) => (
          <option key={system} value={system}>
            {systemName(system)}
          </option>
        ))}
      </select>
    </>
  );
}
