import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTournament } from '@sync/contract/admin-tournaments';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import { LocationField } from '@pwa/components/location-field';
import { TextField } from '@pwa/components/text-field';
import { readHttpFailure } from '@pwa/lib/http';
import {
  editErrors,
  editOf,
  formOf,
  type EditErrors,
  type EditField,
  type EditForm,
} from './edit-form';
import { editTournament, startProcessing } from './tournaments-api';
import { useAdminTournamentFailureText } from './use-failure-text';

interface TournamentEditDialogProps {
  /** the tournament edited; null when the dialog is closed */
  tournament: AdminTournament | null;
  onClose: () => void;
  onChange: (tournament: AdminTournament) => void;
}

/** Opens on a tournament; remounted for each (key), so the form starts from its facts. */
export function TournamentEditDialog({ tournament, onClose, onChange }: TournamentEditDialogProps) {
  const { t } = useTranslation('adminTournaments');
  return (
    <Dialog open={tournament !== null} onClose={onClose} title={t('edit.title')}>
      {tournament && (
        <EditBody
          key={tournament.id}
          tournament={tournament}
          onClose={onClose}
          onChange={onChange}
        />
      )}
    </Dialog>
  );
}

type Step = 'form' | 'offerProcessing';

function EditBody({
  tournament,
  onClose,
  onChange,
}: {
  tournament: AdminTournament;
  onClose: () => void;
  onChange: (tournament: AdminTournament) => void;
}) {
  const { t } = useTranslation('adminTournaments');
  const failureText = useAdminTournamentFailureText();
  const [form, setForm] = useState<EditForm>(() => formOf(tournament));
  const [errors, setErrors] = useState<EditErrors>({});
  const [serverField, setServerField] = useState<EditField | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>('form');

  const set = <K extends EditField>(key: K, value: EditForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const fieldError = (key: EditField) =>
    errors[key]
      ? t(`edit.errors.${errors[key]}`)
      : serverField === key
        ? t('edit.errors.invalid')
        : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = editErrors(form);
    setErrors(found);
    setServerField(null);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await editTournament(tournament.id, editOf(form, tournament));
      onChange(answer.tournament);
      if (answer.ratingsAffected && answer.tournament.status !== 'processing') {
        setStep('offerProcessing');
      } else {
        onClose();
      }
    } catch (failure) {
      const read = await readHttpFailure(failure);
      setServerField((read.field as EditField | null) ?? null);
      setError(failureText(read));
    } finally {
      setBusy(false);
    }
  };

  const processNow = async () => {
    setBusy(true);
    setError(null);
    try {
      onChange(await startProcessing(tournament.id));
      onClose();
    } catch (failure) {
      setError(failureText(await readHttpFailure(failure)));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'offerProcessing') {
    return (
      <>
        <p className="dialog__text" role="status">
          {t('edit.ratingsAffected')}
        </p>
        {error && (
          <p className="admin-dialog__error" role="alert">
            {error}
          </p>
        )}
        <DialogActions
          cancelLabel={t('edit.later')}
          confirmLabel={t('edit.processNow')}
          onCancel={onClose}
          busy={busy}
          onConfirm={() => void processNow()}
        />
      </>
    );
  }

  return (
    <form className="admin-tournament-edit" onSubmit={(event) => void save(event)} noValidate>
      <TextField
        label={t('edit.fields.title')}
        value={form.title}
        onChange={(value) => set('title', value)}
        error={fieldError('title')}
        maxLength={300}
        required
      />
      <TextField
        label={t('edit.fields.titleLatin')}
        value={form.titleLatin}
        onChange={(value) => set('titleLatin', value)}
        error={fieldError('titleLatin')}
        maxLength={300}
        required
      />
      <div className="admin-tournament-edit__pair">
        <TextField
          label={t('edit.fields.startDate')}
          type="date"
          value={form.startDate}
          onChange={(value) => set('startDate', value)}
          error={fieldError('startDate')}
          required
        />
        <TextField
          label={t('edit.fields.endDate')}
          type="date"
          value={form.endDate}
          onChange={(value) => set('endDate', value)}
          error={fieldError('endDate')}
          required
        />
      </div>
      <LocationField
        label={t('edit.fields.location')}
        value={form.locationId}
        onChange={(id) => set('locationId', id)}
      />
      {serverField === 'locationId' && (
        <p className="profile-field__error">{t('edit.errors.invalid')}</p>
      )}
      <div className="admin-tournament-edit__pair">
        <TextField
          label={t('edit.fields.rounds')}
          inputMode="numeric"
          value={form.rounds}
          onChange={(value) => set('rounds', value)}
          error={fieldError('rounds')}
        />
        <TextField
          label={t('edit.fields.komi')}
          inputMode="decimal"
          value={form.komi}
          onChange={(value) => set('komi', value)}
          error={fieldError('komi')}
        />
      </div>
      <TextField
        label={t('edit.fields.handicapRule')}
        value={form.handicapRule}
        onChange={(value) => set('handicapRule', value)}
        error={fieldError('handicapRule')}
        maxLength={40}
      />
      <label className="admin-tournament-edit__check">
        <input
          type="checkbox"
          checked={form.ranked}
          onChange={(event) => set('ranked', event.target.checked)}
        />
        {t('edit.fields.ranked')}
      </label>
      <label className="admin-tournament-edit__check">
        <input
          type="checkbox"
          checked={form.online}
          onChange={(event) => set('online', event.target.checked)}
        />
        {t('edit.fields.online')}
      </label>
      <label className="field-label" htmlFor={`edit-description-${tournament.id}`}>
        {t('edit.fields.description')}
      </label>
      <textarea
        id={`edit-description-${tournament.id}`}
        className="input admin-tournament-edit__description"
        value={form.description}
        maxLength={20000}
        rows={4}
        onChange={(event) => set('description', event.target.value)}
      />
      {error && (
        <p className="admin-dialog__error" role="alert">
          {error}
        </p>
      )}
      <DialogActions
        cancelLabel={t('edit.cancel')}
        confirmLabel={t('edit.save')}
        onCancel={onClose}
        busy={busy}
      />
    </form>
  );
}
