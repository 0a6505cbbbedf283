import { useTranslation } from 'react-i18next';
import type { BotInfo, BotKind, OpponentKind } from '@sync/contract/play';
import { botRanks } from '@domain/bots/ranks';
import { TextField } from '@pwa/components/text-field';
import { BotStrengthTable } from './bot-strength-table';
import { BOT_STYLES, withBotKind, type ChallengeForm, type FormErrors } from './challenge-form';
import { SelectField } from '@pwa/components/select-field';

interface FieldsProps {
  form: ChallengeForm;
  errors: FormErrors;
  change: (changes: Partial<ChallengeForm>) => void;
  /** GET /bots: null until known (offline, or not answered yet) */
  bots: BotInfo[] | null;
}

const OPPONENTS: readonly OpponentKind[] = ['human', 'bot'];
const BOT_KINDS: readonly BotKind[] = ['modern', 'pre-ai'];

/** Who may take the challenge: a person within a rank range, or a bot of a kind, style and rank. */
export function ChallengeOpponentFields({ form, errors, change, bots }: FieldsProps) {
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
        <BotFields form={form} errors={errors} change={change} bots={bots} />
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

function BotFields({ form, change, bots }: FieldsProps) {
  const { t } = useTranslation('play');
  const info = bots?.find((bot) => bot.kind === form.botKind);
  const waiting = bots?.reduce((sum, bot) => sum + bot.queued, 0) ?? 0;
  const preAi = form.botKind === 'pre-ai';
  return (
    <>
      <SelectField
        label={t('create.botKind')}
        value={form.botKind}
        options={BOT_KINDS}
        optionLabel={(kind) => t(`create.botKinds.${kind}`)}
        onChange={(botKind) => change(withBotKind(form, botKind))}
      />
      {info && !info.available && (
        <p className="profile-field__error" role="alert">
          {t('create.botUnavailable', { reason: info.reason ?? '' })}
        </p>
      )}
      {waiting > 0 && (
        <p className="profile-field__hint" role="status">
          {t('create.botBusy', { count: waiting })}
        </p>
      )}
      <SelectField
        label={t('create.botRank')}
        value={form.botRank}
        options={botRanks(form.botKind)}
        optionLabel={(rank) => t('create.botRankOption', { rank })}
        onChange={(botRank) => change({ botRank })}
      />
      {preAi ? (
        <p className="profile-field__hint">{t('create.botStyleIgnored')}</p>
      ) : (
        <>
          <SelectField
            label={t('create.botStyle')}
            value={form.botStyle}
            options={BOT_STYLES}
            optionLabel={(style) => t(`create.botStyles.${style}`)}
            onChange={(botStyle) => change({ botStyle })}
          />
          <p className="profile-field__hint">{t(`create.botStyleHints.${form.botStyle}`)}</p>
        </>
      )}
      {!preAi && form.boardSize !== 19 && (
        <p className="profile-field__hint">{t('create.botSmallBoard')}</p>
      )}
      <BotStrengthTable />
    </>
  );
}
