import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@domain/format';
import type { ApiTokenInfo } from '@sync/contract/account';
import { Dialog } from '@pwa/components/dialog';
import { DialogActions } from '@pwa/components/dialog-actions';
import { revokeApiToken } from './api-tokens-api';
import { FAILED, StatusLine, type Status } from './status-line';

interface ApiTokensListProps {
  tokens: ApiTokenInfo[];
  onRevoked: (id: number) => void;
}

/** The user's tokens (never their secrets), each revocable after a confirmation. */
export function ApiTokensList({ tokens, onRevoked }: ApiTokensListProps) {
  const { t, i18n } = useTranslation('profile');
  const [revoking, setRevoking] = useState<ApiTokenInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const when = (iso: string) => formatDateTime(iso, i18n.resolvedLanguage);

  const close = () => {
    setRevoking(null);
    setStatus(null);
  };

  const revoke = async (token: ApiTokenInfo) => {
    setBusy(true);
    setStatus(null);
    try {
      await revokeApiToken(token.id);
      onRevoked(token.id);
      close();
    } catch {
      setStatus(FAILED);
    } finally {
      setBusy(false);
    }
  };

  if (tokens.length === 0) return <p className="profile-list__empty">{t('tokens.none')}</p>;

  return (
    <>
      <ul className="profile-list">
        {tokens.map((token) => (
          <li key={token.id} className="profile-list__item">
            <div className="profile-list__about">
              <p className="profile-list__name">{token.name}</p>
              <p className="profile-list__meta">
                {t('tokens.createdAt', { when: when(token.createdAt) })}
                {' · '}
                {token.lastUsedAt
                  ? t('tokens.lastUsedAt', { when: when(token.lastUsedAt) })
                  : t('tokens.neverUsed')}
              </p>
            </div>
            <button
              type="button"
              className="button button--danger"
              onClick={() => setRevoking(token)}
              aria-label={t('tokens.revokeNamed', { name: token.name })}
            >
              {t('tokens.revoke')}
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={revoking !== null} onClose={close} title={t('tokens.revokeTitle')}>
        <p className="dialog__text">{t('tokens.revokeWarning', { name: revoking?.name ?? '' })}</p>
        <StatusLine status={status} />
        <DialogActions
          cancelLabel={t('cancel')}
          confirmLabel={t('tokens.revokeConfirm')}
          onCancel={close}
          busy={busy}
          tone="danger"
          onConfirm={() => revoking && void revoke(revoking)}
        />
      </Dialog>
    </>
  );
}
