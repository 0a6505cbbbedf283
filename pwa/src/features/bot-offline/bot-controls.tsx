import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface BotControlsProps {
  canPass: boolean;
  canUndo: boolean;
  canResign: boolean;
  onPass: () => void;
  onUndo: () => void;
  onResign: () => void;
}

/** Pass, undo and resign (resigning asks once more). */
export function BotControls(props: BotControlsProps) {
  const { canPass, canUndo, canResign, onPass, onUndo, onResign } = props;
  const { t } = useTranslation('botOffline');
  const [confirming, setConfirming] = useState(false);

  if (confirming) {
    return (
      <div className="bot-controls" role="group" aria-label={t('controls.label')}>
        <p className="bot-controls__question">{t('controls.resignQuestion')}</p>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            setConfirming(false);
            onResign();
          }}
        >
          {t('controls.confirmResign')}
        </button>
        <button type="button" className="button" onClick={() => setConfirming(false)}>
          {t('controls.cancel')}
        </button>
      </div>
    );
  }
  return (
    <div className="bot-controls" role="group" aria-label={t('controls.label')}>
      <button type="button" className="button" disabled={!canPass} onClick={onPass}>
        {t('controls.pass')}
      </button>
      <button type="button" className="button" disabled={!canUndo} onClick={onUndo}>
        {t('controls.undo')}
      </button>
      <button
        type="button"
        className="button"
        disabled={!canResign}
        onClick={() => setConfirming(true)}
      >
        {t('controls.resign')}
      </button>
    </div>
  );
}
