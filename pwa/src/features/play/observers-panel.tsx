import { useTranslation } from 'react-i18next';
import type { Observers } from '@sync/contract/play';

/** Who watches the game: the count, the signed-in watchers' names (the first ones) and the rest. */
export function ObserversPanel({ observers }: { observers: Observers }) {
  const { t } = useTranslation('play');
  // guests, and signed-in watchers past the names the server lists
  const others = Math.max(0, observers.count - observers.names.length);
  return (
    <section className="play-panel" aria-labelledby="play-observers-title">
      <h2 id="play-observers-title" className="play-panel__title">
        {t('observers.title')}
      </h2>
      {observers.count === 0 ? (
        <p className="muted">{t('observers.none')}</p>
      ) : (
        <>
          <p className="play-observers__count">
            {t('observers.count', { count: observers.count })}
          </p>
          {observers.names.length > 0 && (
            <ul className="play-observers__names">
              {observers.names.map((name, index) => (
                <li key={`${name}-${index}`}>{name}</li>
              ))}
            </ul>
          )}
          {others > 0 && observers.names.length > 0 && (
            <p className="muted">{t('observers.others', { count: others })}</p>
          )}
        </>
      )}
    </section>
  );
}
