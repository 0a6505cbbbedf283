import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_TOKEN_NAME_MAX_LENGTH, checkApiTokenName } from '@domain/account';
import type { ApiTokenInfo, CreatedApiToken } from '@sync/contract/account';
import { TextField } from '@pwa/components/text-field';
import { ApiTokenCreated } from './api-token-created';
import { ApiTokensList } from './api-tokens-list';
import { createApiToken, fetchApiTokens } from './api-tokens-api';
import { failureOf } from './profile-api';
import { FAILED, StatusLine, type Status } from './status-line';
import { validationKeyOf } from './validation-key';

/** Tokens for scripts (POST /api/v1/authorize with a bearer token): list, create, revoke. */
export function ApiTokensSection() {
  const { t } = useTranslation('profile');
  const id = useId();
  const [tokens, setTokens] = useState<ApiTokenInfo[] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  useEffect(() => {
    let current = true;
    fetchApiTokens().then(
      (list) => current && setTokens(list),
      () => current && setStatus(FAILED),
    );
    return () => {
      current = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const problem = checkApiTokenName(name);
    setError(problem ? t(`validation.${problem}`) : null);
    if (problem) return;
    setBusy(true);
    try {
      const token = await createApiToken(name.trim());
      setCreated(token);
      setTokens((list) => [...(list ?? []), token]);
      setName('');
    } catch (err) {
      const key = validationKeyOf(await failureOf(err));
      if (key) setError(t(`validation.${key}`));
      else setStatus(FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-card profile-tokens" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('tokens.title')}
      </h2>
      <p className="profile-card__text">{t('tokens.text')}</p>
      {tokens && (
        <ApiTokensList
          tokens={tokens}
          onRevoked={(revoked) => {
            setTokens((list) => (list ?? []).filter((token) => token.id !== revoked));
            if (created?.id === revoked) setCreated(null);
          }}
        />
      )}
      {created ? (
        <ApiTokenCreated created={created} onDone={() => setCreated(null)} />
      ) : (
        <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('tokens.nameLabel')}
            hint={t('tokens.nameHint', { max: API_TOKEN_NAME_MAX_LENGTH })}
            value={name}
            onChange={(value) => {
              setName(value);
              setError(null);
              setStatus(null);
            }}
            error={error}
            autoComplete="off"
            disabled={busy}
          />
          <div className="profile-form__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? t('saving') : t('tokens.create')}
            </button>
          </div>
        </form>
      )}
      <StatusLine status={status} />
    </section>
  );
}
