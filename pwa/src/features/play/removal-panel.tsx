import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Colour, LiveGameState, PlayAction } from '@sync/contract/play';

interface RemovalPanelProps {
  state: LiveGameState;
  /** null for an observer */
  myColour: Colour | null;
  act: (action: PlayAction) => Promise<boolean>;
}

/** The stone-removal phase: what to do, the stones marked, who accepted, Accept and Continue. */
export function RemovalPanel({ state, myColour, act }: RemovalPanelProps) {
  const { t } = useTranslation('play');
  const [busy, setBusy] = useState(false);
  const removal = state.removal ?? { dead: [], acceptedBy: [] };
  const accepted = myColour !== null && removal.acceptedBy.includes(myColour);

  const run = async (action: PlayAction) => {
    setBusy(true);
    await act(action);
    setBusy(false);
  };

  return (
    <section className="play-panel play-removal" aria-labelledby="play-removal-title">
      <h2 id="play-removal-title" className="play-panel__title">
        {t('removal.title')}
      </h2>
      <p>{myColour ? t('removal.explain') : t('removal.explainObserver')}</p>
      <p className="play-removal__dead">{t('removal.dead', { count: removal.dead.length })}</p>
      <p className="play-removal__accepted" role="status">
        {removal.acceptedBy.length === 0
          ? t('removal.nobodyAccepted')
          : t('removal.acceptedBy', {
              names: removal.acceptedBy.map((colour) => state[colour].name).join(', '),
            })}
      </p>
      {myColour && (
        <div className="play-controls__row">
          <button
            type="button"
            className="button button--primary"
            disabled={busy || accepted}
            onClick={() => void run({ kind: 'accept' })}
          >
            {t('removal.accept')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run({ kind: 'resume' })}
          >
            {t('removal.resume')}
          </button>
        </div>
      )}
      {accepted && (
        <p className="play-removal__waiting" role="status">
          {t('removal.waiting')}
        </p>
      )}
    </section>
  );
}
