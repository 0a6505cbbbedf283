import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiToken } from '@sync/contract/account';
import { Field } from '@pwa/components/field';
import { copyText } from '@pwa/lib/copy-text';

interface ApiTokenCreatedProps {
  created: CreatedApiToken;
  onDone: () => void;
}

/** The new token's secret, shown once, with a copy button and the warning that it won't return. */
export function ApiTokenCreated({ created, onDone }: ApiTokenCreatedProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);

  return (
    <div className="profile-token-created">
      <p className="profile-token-created__warning">
        {t('tokens.createdWarning', { name: created.name })}
      </p>
      <Field id={`${id}-secret`} label={t('tokens.secretLabel')}>
        <div className="profile-token-created__row">
          <input
            id={`${id}-secret`}
            className="input profile-token-created__secret"
            value={created.token}
            readOnly
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="button button--primary"
            onClick={() => void copyText(created.token).then(setCopied)}
          >
            {t('tokens.copy')}
          </button>
        </div>
      </Field>
      <p className="profile-status__text" role="status" aria-live="polite">
        {copied === true && t('tokens.copied')}
        {copied === false && t('tokens.copyFailed')}
      </p>
      <div className="profile-form__actions">
        <button type="button" className="button" onClick={onDone}>
          {t('tokens.done')}
        </button>
      </div>
    </div>
  );
}
