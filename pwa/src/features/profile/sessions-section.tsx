import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@domain/format';
import type { SessionInfo } from '@sync/contract/account';
import { endOtherSessions, endSession, fetchSessions } from './sessions-api';
import { FAILED, StatusLine, type Status } from './status-line';

/**
 * Where the account is signed in (GET /user/sessions): each other browser can be signed out, or
 * all of them at once; signing in there again is all it takes to undo it.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation('profile');
  const id = useId();
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  /** the id being signed out, or 'others' */
  const [busy, setBusy] = useState<string | null>(null);
  const when = (iso: string) => formatDateTime(iso, i18n.resolvedLanguage);

  useEffect(() => {
    let current = true;
    fetchSessions().then(
      (list) => current && setSessions(list),
      () => current && setStatus(FAILED),
    );
    return () => {
      current = false;
    };
  }, []);

  const run = async (what: string, end: () => Promise<void>, keep: (s: SessionInfo) => boolean) => {
    setBusy(what);
    setStatus(null);
    try {
      await end();
      setSessions((list) => (list ?? []).filter(keep));
      setStatus({
        kind: 'success',
        key: what === 'others' ? 'sessions.endedOthers' : 'sessions.ended',
      });
    } catch {
      setStatus(FAILED);
    } finally {
      setBusy(null);
    }
  };

  const device = (session: SessionInfo) =>
    [session.browser, session.system].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
  const others = (sessions ?? []).filter((session) => !session.current);

  return (
    <section className="profile-card profile-sessions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('sessions.title')}
      </h2>
      <p className="profile-card__text">{t('sessions.text')}</p>
      {sessions && (
        <ul className="profile-list">
          {sessions.map((session) => (
            <li key={session.id} className="profile-list__item">
              <div className="profile-list__about">
                <p className="profile-list__name">
                  {device(session)}
                  {session.current && (
                    <span className="profile-sessions__current">{t('sessions.thisDevice')}</span>
                  )}
                </p>
                <p className="profile-list__meta">
                  {t('sessions.signedInAt', { when: when(session.createdAt) })}
                  {' · '}
                  {t('sessions.lastSeenAt', { when: when(session.lastSeenAt) })}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="button"
                  disabled={busy !== null}
                  aria-busy={busy === session.id || undefined}
                  aria-label={t('sessions.endNamed', { device: device(session) })}
                  onClick={() =>
                    void run(
                      session.id,
                      () => endSession(session.id),
                      (s) => s.id !== session.id,
                    )
                  }
                >
                  {t('sessions.end')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <div className="profile-form__actions">
          <button
            type="button"
            className="button button--danger button--wrap"
            disabled={busy !== null}
            aria-busy={busy === 'others' || undefined}
            onClick={() => void run('others', endOtherSessions, (s) => s.current)}
          >
            {t('sessions.endOthers')}
          </button>
        </div>
      )}
      <StatusLine status={status} />
    </section>
  );
}
