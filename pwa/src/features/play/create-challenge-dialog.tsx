import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOARD_SIZES,
  type Challenge,
  type ColourChoice,
  type PlayRules,
} from '@sync/contract/play';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import { useFailureText } from '@pwa/components/use-failure-text';
import { readHttpFailure } from '@pwa/lib/http';
import { toLanguage } from '@pwa/lib/i18n';
import {
  applyPreset,
  DEFAULT_FORM,
  formErrors,
  HANDICAPS,
  PRESETS,
  toSettings,
  type ChallengeForm,
  type FormErrors,
  type PresetName,
} from './challenge-form';
import { ChallengeOpponentFields } from './challenge-opponent-fields';
import { ChallengeTimeFields } from './challenge-time-fields';
import { SelectField } from '@pwa/components/select-field';
import { NumberTextField } from './form-controls';
import { createChallenge } from './play-api';
import { useBots } from './use-bots';

interface CreateChallengeDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (challenge: Challenge) => void;
}

const RULES: readonly PlayRules[] = ['japanese', 'chinese'];
const COLOURS: readonly ColourChoice[] = ['random', 'black', 'white'];

/** Every setting of a challenge, with presets; the API's refusal is shown inside. */
export function CreateChallengeDialog({ open, onClose, onCreated }: CreateChallengeDialogProps) {
  const { t, i18n } = useTranslation('play');
  const failureText = useFailureText();
  const [form, setForm] = useState<ChallengeForm>(DEFAULT_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (changes: Partial<ChallengeForm>) => setForm((old) => ({ ...old, ...changes }));
  const bots = useBots(open && form.opponent === 'bot');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onCreated(await createChallenge(toSettings(form, toLanguage(i18n.resolvedLanguage))));
    } catch (error) {
      const answer = await readHttpFailure(error);
      setFailure(answer.message ?? failureText(answer));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('create.title')}>
      <form className="play-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="play-form__presets">
          <legend className="field-label">{t('create.presets')}</legend>
          {(Object.keys(PRESETS) as PresetName[]).map((name) => (
            <button
              key={name}
              type="button"
              className="button"
              onClick={() => setForm((old) => applyPreset(old, name))}
            >
              {t(`create.preset.${name}`)}
            </button>
          ))}
        </fieldset>
        <div className="play-form__group">
          <SelectField
            label={t('create.boardSize')}
            value={form.boardSize}
            options={BOARD_SIZES}
            optionLabel={(size) => t('board', { size })}
            onChange={(boardSize) => change({ boardSize })}
          />
          <SelectField
            label={t('create.rules')}
            value={form.rules}
            options={RULES}
            optionLabel={(rules) => t(`rules.${rules}`)}
            onChange={(rules) => change({ rules })}
          />
          <SelectField
            label={t('create.handicap')}
            value={form.handicap}
            options={HANDICAPS}
            optionLabel={(handicap) => (handicap === 0 ? t('create.even') : String(handicap))}
            onChange={(handicap) => change({ handicap })}
          />
          <NumberTextField
            label={t('create.komi')}
            value={form.komi}
            onChange={(komi) => change({ komi })}
            error={errors.komi ? t(`create.errors.${errors.komi}`) : null}
            hint={t('create.komiHint')}
            mode="decimal"
          />
          <SelectField
            label={t('create.colour')}
            value={form.colour}
            options={COLOURS}
            optionLabel={(colour) => t(`create.colours.${colour}`)}
            onChange={(colour) => change({ colour })}
          />
        </div>
        <ChallengeTimeFields form={form} errors={errors} change={change} />
        <ChallengeOpponentFields form={form} errors={errors} change={change} bots={bots} />
        {form.opponent !== 'bot' && (
          <label className="play-check">
            <input
              type="checkbox"
              checked={form.ranked}
              onChange={(event) => change({ ranked: event.target.checked })}
            />
            {t('create.ranked')}
          </label>
        )}
        {failure && (
          <p className="notice play-form__failure" role="alert">
            {failure}
          </p>
        )}
        <DialogActions
          cancelLabel={t('create.cancel')}
          confirmLabel={t('create.submit')}
          onCancel={onClose}
          busy={busy}
          confirmDisabled={
            form.opponent === 'bot' &&
            bots?.find((bot) => bot.kind === form.botKind)?.available === false
          }
        />
      </form>
    </Dialog>
  );
}
