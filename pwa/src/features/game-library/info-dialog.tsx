import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryGameSummary, LibraryGameUpdate } from '@sync/contract/game-library';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import { TextField } from '@pwa/components/text-field';
import {
  GAME_INFO_FIELDS,
  GAME_INFO_MAX_LENGTH,
  gameInfoForm,
  gameInfoProblems,
  gameInfoUpdate,
  type GameInfoField,
  type GameInfoForm,
} from './game-info-form';

interface InfoDialogProps {
  open: boolean;
  game: LibraryGameSummary;
  busy: boolean;
  onCancel: () => void;
  onSave: (update: LibraryGameUpdate) => void;
}

/** The fields' input modes: komi is a number, the date a text such as 2024-05-01. */
const INPUT_MODE: Partial<Record<GameInfoField, 'decimal'>> = { komi: 'decimal' };

/** Edits a record's game info (players, ranks, result, date, event, komi), checked as the API does. */
export function InfoDialog({ open, game, busy, onCancel, onSave }: InfoDialogProps) {
  const { t } = useTranslation('library');
  const [form, setForm] = useState<GameInfoForm>(() => gameInfoForm(game));
  const [opened, setOpened] = useState(open);
  // each opening starts from the record as the list shows it now
  if (opened !== open) {
    setOpened(open);
    if (open) setForm(gameInfoForm(game));
  }
  const problems = gameInfoProblems(form);
  const valid = Object.keys(problems).length === 0;
  const update = valid ? gameInfoUpdate(game, form) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update !== null) onSave(update);
  };
  const errorOf = (field: GameInfoField): string | null => {
    const problem = problems[field];
    if (problem === undefined) return null;
    return problem === 'tooLong'
      ? t('info.tooLong', { count: GAME_INFO_MAX_LENGTH[field] })
      : t(`info.invalid.${problem}`);
  };
  return (
    <Dialog open={open} onClose={onCancel} title={t('info.title')}>
      <form className="library-dialog library-info" onSubmit={submit} noValidate>
        <div className="library-info__fields">
          {GAME_INFO_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`info.fields.${field}`)}
              value={form[field]}
              onChange={(value) => setForm((current) => ({ ...current, [field]: value }))}
              error={errorOf(field)}
              hint={
                field === 'result' || field === 'date' || field === 'komi'
                  ? t(`info.hints.${field}`)
                  : undefined
              }
              autoComplete="off"
              inputMode={INPUT_MODE[field]}
              maxLength={GAME_INFO_MAX_LENGTH[field] + 1}
            />
          ))}
        </div>
        <p className="muted library-info__note">{t('info.note')}</p>
        <DialogActions
          cancelLabel={t('actions.cancel')}
          confirmLabel={t('info.submit')}
          onCancel={onCancel}
          busy={busy}
          confirmDisabled={update === null}
        />
      </form>
    </Dialog>
  );
}
