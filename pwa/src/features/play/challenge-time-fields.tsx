import { useTranslation } from 'react-i18next';
import type { TimeControlKind } from '@sync/contract/play';
import type { ChallengeForm, FormErrors } from './challenge-form';
import { SelectField } from '@pwa/components/select-field';
import { NumberTextField } from './form-controls';

interface FieldsProps {
  form: ChallengeForm;
  errors: FormErrors;
  change: (changes: Partial<ChallengeForm>) => void;
}

const KINDS: readonly TimeControlKind[] = ['byoyomi', 'fischer'];

/** The time control: byoyomi (main time, periods, period time) or Fischer (increment, maximum). */
export function ChallengeTimeFields({ form, errors, change }: FieldsProps) {
  const { t } = useTranslation('play');
  const error = (key: keyof ChallengeForm) =>
    errors[key] ? t(`create.errors.${errors[key]}`) : null;
  const byoyomi = form.timeControl === 'byoyomi';
  return (
    <div className="play-form__group">
      <SelectField
        label={t('create.timeControl')}
        value={form.timeControl}
        options={KINDS}
        optionLabel={(kind) => t(`create.${kind}`)}
        onChange={(timeControl) => change({ timeControl })}
      />
      <NumberTextField
        label={t('create.mainTime')}
        value={form.mainTime}
        onChange={(mainTime) => change({ mainTime })}
        error={error('mainTime')}
      />
      {byoyomi ? (
        <>
          <NumberTextField
            label={t('create.periods')}
            value={form.periods}
            onChange={(periods) => change({ periods })}
            error={error('periods')}
          />
          <NumberTextField
            label={t('create.periodTime')}
            value={form.bonusTime}
            onChange={(bonusTime) => change({ bonusTime })}
            error={error('bonusTime')}
          />
        </>
      ) : (
        <>
          <NumberTextField
            label={t('create.increment')}
            value={form.bonusTime}
            onChange={(bonusTime) => change({ bonusTime })}
            error={error('bonusTime')}
          />
          <NumberTextField
            label={t('create.maxTime')}
            value={form.maxTime}
            onChange={(maxTime) => change({ maxTime })}
            error={error('maxTime')}
            hint={t('create.maxTimeHint')}
          />
        </>
      )}
    </div>
  );
}
