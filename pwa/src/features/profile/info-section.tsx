import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, THEMES, type AccountLanguage, type AccountTheme } from '@domain/account';
import type { UserInfo } from '@sync/contract/account';
import { Field } from '@pwa/components/field';
import { TextField } from '@pwa/components/text-field';
import { LANGUAGE_NAMES } from '@pwa/lib/i18n';
import { useThemeStore } from '@pwa/lib/theme-store';
import { LocationField } from '@pwa/components/location-field';
import { BirthdayField } from './birthday-field';
import { changedFields, draftOf, infoOf, validateDraft, type InfoDraft } from './info-form';
import { failureOf, patchUserInfo } from './profile-api';
import { FAILED, StatusLine, type Status } from './status-line';
import { fieldOf, validationKeyOf } from './validation-key';

interface InfoSectionProps {
  userId: number;
  info: UserInfo;
  onSaved: (info: UserInfo) => void;
}

/** Names, birthday, location, theme and language: PATCH /user/info/{id} with what changed. */
export function InfoSection({ userId, info, onSaved }: InfoSectionProps) {
  const { t, i18n } = useTranslation('profile');
  const titleId = useId();
  const [draft, setDraft] = useState<InfoDraft>(() => draftOf(info));
  const [shownErrors, setShownErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = shownErrors ? validateDraft(draft) : {};

  const errorOf = (field: keyof typeof errors): string | null => {
    const key = errors[field] ?? serverErrors[field];
    return key ? t(`validation.${key}`) : null;
  };

  const update = <K extends keyof InfoDraft>(field: K, value: InfoDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    setStatus(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShownErrors(true);
    if (Object.keys(validateDraft(draft)).length > 0) return;
    const next = infoOf(draft);
    const patch = changedFields(info, next);
    if (Object.keys(patch).length === 0) {
      setStatus({ kind: 'info', key: 'noChanges' });
      return;
    }
    setBusy(true);
    setStatus(null);
    try {
      const outcome = await patchUserInfo(userId, patch);
      setStatus(
        outcome === 'saved'
          ? { kind: 'success', key: 'saved' }
          : { kind: 'info', key: 'noChanges' },
      );
      onSaved(next);
      if (patch.Theme) useThemeStore.getState().setMode(patch.Theme);
      if (patch.Language) await i18n.changeLanguage(patch.Language);
    } catch (error) {
      const failure = await failureOf(error);
      const key = validationKeyOf(failure);
      const field = fieldOf(failure, key);
      if (key && field) setServerErrors({ [field]: key });
      setStatus(FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        {t('info.title')}
      </h2>
      <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="profile-form__names">
          <TextField
            label={t('info.lastName')}
            value={draft.lastName}
            onChange={(value) => update('lastName', value)}
            error={errorOf('lastName')}
            autoComplete="family-name"
            disabled={busy}
          />
          <TextField
            label={t('info.firstName')}
            value={draft.firstName}
            onChange={(value) => update('firstName', value)}
            error={errorOf('firstName')}
            autoComplete="given-name"
            disabled={busy}
          />
          <TextField
            label={t('info.middleName')}
            value={draft.middleName}
            onChange={(value) => update('middleName', value)}
            error={errorOf('middleName')}
            autoComplete="additional-name"
            disabled={busy}
          />
        </div>
        <p className="profile-form__hint">{t('info.namesHint')}</p>
        <BirthdayField
          value={draft.birthday}
          onChange={(value) => update('birthday', value)}
          error={errorOf('birthday')}
          disabled={busy}
        />
        <LocationField
          label={t('info.location')}
          value={draft.locationId}
          onChange={(value) => update('locationId', value)}
          disabled={busy}
        />
        <div className="profile-form__row">
          <ChoiceSelect
            label={t('info.theme')}
            value={draft.theme}
            options={THEMES.map((theme) => [theme, t(`info.themes.${theme}`)])}
            onChange={(value: AccountTheme) => update('theme', value)}
            disabled={busy}
          />
          <ChoiceSelect
            label={t('info.language')}
            value={draft.language}
            options={LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]])}
            onChange={(value: AccountLanguage) => update('language', value)}
            disabled={busy}
          />
        </div>
        <div className="profile-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('saving') : t('save')}
          </button>
        </div>
        <StatusLine status={status} />
      </form>
    </section>
  );
}

interface ChoiceSelectProps<T extends string> {
  label: string;
  value: T;
  options: (readonly [T, string])[];
  onChange: (value: T) => void;
  disabled?: boolean;
}

function ChoiceSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: ChoiceSelectProps<T>) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find(([option]) => option === event.target.value);
          if (chosen) onChange(chosen[0]);
        }}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
