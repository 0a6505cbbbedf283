import { useTranslation } from 'react-i18next';
import type { BotKind, OpponentKind } from '@sync/contract/play';
import { TextField } from '@pwa/components/text-field';
import { BOT_STYLES, type ChallengeForm, type FormErrors } from './challenge-form';
import { SelectField } from './form-controls';

interface FieldsProps {
  form: ChallengeForm;
  errors: FormErrors;
  change: (changes: Partial<ChallengeForm>) => void;
}

const OPPONENTS: readonly OpponentKind[] = ['human', 'bot'];
const BOT_KINDS: readonly BotKind[] = ['modern', 'pre-ai'];

/** Who may take the challenge: a person within a rank range, or a bot of a kind, style and rank. */
export function ChallengeOpponentFields({ form, errors, change }: FieldsProps) {
  const { t } = useTranslation('play');
  const error = (key: keyof ChallengeForm) =>
    errors[key] ? t(`create.errors.${errors[key]}`) : null;
  return (
    <div className="play-form__group">
      <SelectField
        label={t('create.opponent')}
        value={form.opponent}
        options={OPPONENTS}
        optionLabel={(opponent) => t(`create.opponents.${opponent}`)}
        onChange={(opponent) => change({ opponent })}
      />
      {form.opponent === 'bot' ? (
        <>
          <SelectField
            label={t('create.botKind')}
            value={form.botKind}
            options={BOT_KINDS}
            optionLabel={(kind) => t(`create.botKinds.${kind}`)}
            onChange={(botKind) => change({ botKind })}
          />
          <SelectField
            label={t('create.botStyle')}
            value={form.botStyle}
            options={BOT_STYLES}
            optionLabel={(style) => t(`create.botStyles.${style}`)}
            onChange={(botStyle) => change({ botStyle })}
          />
          <TextField
            label={t('create.botRank')}
            value={form.botRank}
            onChange={(botRank) => change({ botRank })}
            error={error('botRank')}
            hint={t('create.rankHint')}
            autoCapitalize="none"
          />
        </>
      ) : (
        <>
          <TextField
            label={t('create.minRank')}
            value={form.minRank}
            onChange={(minRank) => change({ minRank })}
            error={error('minRank')}
            hint={t('create.rankHint')}
            autoCapitalize="none"
          />
          <TextField
            label={t('create.maxRank')}
            value={form.maxRank}
            onChange={(maxRank) => change({ maxRank })}
            error={error('maxRank')}
            autoCapitalize="none"
          />
        </>
      )}
    </div>
  );
}
