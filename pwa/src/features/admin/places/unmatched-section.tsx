import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '@pwa/components/loader';
import { requestSync } from '@pwa/lib/sync-runner';
import type { PlaceRowKind } from './places-api';
import { UnmatchedGroup } from './unmatched-group';
import { useUnmatched } from './use-unmatched';

/** How many groups are shown at first, and added by each 'show more'. */
const GROUPS_STEP = 30;

/** Tournaments (or players) whose imported place matched no city, grouped by the raw text. */
export function UnmatchedSection({ kind }: { kind: PlaceRowKind }) {
  const { t } = useTranslation('adminPlaces');
  const { state, reload } = useUnmatched(kind);
  const [done, setDone] = useState<number | null>(null);
  const [shown, setShown] = useState(GROUPS_STEP);
  const list = state.list;
  const headingId = `admin-places-${kind}`;

  const fixed = (count: number) => {
    setDone(count);
    reload();
    requestSync();
  };

  return (
    <section className="admin-places__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-places__heading">
        {t(`${kind}.title`)}
      </h3>
      <p className="admin-page__summary" role="status" aria-live="polite">
        {done !== null ? `${t('fixed', { count: done })} ` : ''}
        {list ? t(`${kind}.found`, { count: list.total }) : ''}
      </p>
      {state.status === 'failed' && (
        <p className="admin-page__error" role="alert">
          {t('errors.load')}{' '}
          <button type="button" className="button" onClick={reload}>
            {t('retry')}
          </button>
        </p>
      )}
      {state.status === 'loading' && !list && <Loader />}
      {list && list.groups.length === 0 && (
        <p className="admin-page__empty">{t(`${kind}.empty`)}</p>
      )}
      {list && list.groups.length > 0 && (
        <ul className="admin-places__groups" aria-busy={state.status === 'loading'}>
          {list.groups.slice(0, shown).map((group) => (
            <UnmatchedGroup
              key={`${group.text}|${group.rows.length}|${group.suggestion?.location.id ?? ''}`}
              kind={kind}
              group={group}
              onFixed={fixed}
            />
          ))}
        </ul>
      )}
      {list && list.groups.length > shown && (
        <button
          type="button"
          className="button admin-places__more"
          onClick={() => setShown((count) => count + GROUPS_STEP)}
        >
          {t('showMore', { count: list.groups.length - shown })}
        </button>
      )}
    </section>
  );
}
