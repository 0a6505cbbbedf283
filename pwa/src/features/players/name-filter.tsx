import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '@pwa/components/chip';

interface NameFilterProps {
  /** every name term in the URL; the last one is the text being typed while there is one */
  names: string[];
  onChange: (names: string[], options: { replace: boolean }) => void;
}

/**
 * Several names, as chips: a player matches if any of them matches. What is being typed filters
 * at once (the URL is replaced); Enter or a comma makes it a chip.
 */
export function NameFilter({ names, onChange }: NameFilterProps) {
  const { t } = useTranslation('players');
  const id = useId();
  const [draft, setDraft] = useState('');
  const typed = draft.trim();
  const draftApplied = typed !== '' && names.at(-1) === typed;
  const chips = draftApplied ? names.slice(0, -1) : names;

  // The URL changed elsewhere (back button, reset): the draft is no longer in it.
  useEffect(() => {
    if (typed !== '' && names.at(-1) !== typed) setDraft('');
  }, [names, typed]);

  const type = (text: string) => {
    setDraft(text);
    const term = text.trim();
    onChange(term ? [...chips, term] : chips, { replace: true });
  };

  const commit = () => {
    if (!typed) return;
    setDraft('');
    // Typing already put the term in the URL; only a repeated term needs a change.
    if (!draftApplied || chips.includes(typed)) {
      onChange(chips.includes(typed) ? chips : [...chips, typed], { replace: true });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && chips.length > 0) {
      onChange(chips.slice(0, -1), { replace: false });
    }
  };

  return (
    <div className="name-filter">
      <label className="field-label" htmlFor={`${id}-input`}>
        {t('filters.names')}
      </label>
      <div className="chips-field">
        {chips.length > 0 && (
          <ul className="chips" aria-label={t('filters.chosenNames')}>
            {chips.map((name) => (
              <Chip
                key={name}
                label={name}
                removeLabel={t('filters.removeName', { name })}
                onRemove={() =>
                  onChange(
                    names.filter((other) => other !== name),
                    { replace: false },
                  )
                }
              />
            ))}
          </ul>
        )}
        <input
          id={`${id}-input`}
          className="input chips-field__input"
          type="search"
          autoComplete="off"
          enterKeyHint="done"
          placeholder={t('filters.namesPlaceholder')}
          aria-describedby={`${id}-hint`}
          value={draft}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
        />
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('filters.namesHint')}
      </p>
    </div>
  );
}
