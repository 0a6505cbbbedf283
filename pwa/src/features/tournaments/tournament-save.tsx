import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '@pwa/components/icons';
import { toApiFailure } from '@pwa/lib/cached-api';
import { db } from '@pwa/lib/db';
import { useOnline } from '@pwa/lib/online';
import { isSavedOffline, saveTournamentOffline, type SaveProgress } from './tournament-offline';

interface SaveState {
  saving: boolean;
  progress: SaveProgress | null;
  error: string | null;
}

const IDLE: SaveState = { saving: false, progress: null, error: null };

/** Stores the whole tournament for offline use; the running save stops when the page closes. */
function useSaveTournament(id: number) {
  const [state, setState] = useState<SaveState>(IDLE);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const save = async () => {
    const controller = new AbortController();
    running.current = controller;
    setState({ saving: true, progress: null, error: null });
    try {
      await saveTournamentOffline(db, id, {
        signal: controller.signal,
        onProgress: (progress) => setState((current) => ({ ...current, progress })),
      });
      setState(IDLE);
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = await toApiFailure(error);
      setState({ saving: false, progress: null, error: failure.message });
    }
  };
  return { ...state, save };
}

/** 'Save for offline', its progress, and whether this device holds the whole tournament. */
export function TournamentSave({ id }: { id: number }) {
  const { t } = useTranslation('tournament');
  const online = useOnline();
  const reasonId = useId();
  const saved = useLiveQuery(() => isSavedOffline(db, id), [id]);
  const { saving, progress, error, save } = useSaveTournament(id);
  if (saved === undefined) return null;

  const button = (
    <button
      type="button"
      className={saved ? 'button button--ghost' : 'button'}
      disabled={saving || !online}
      aria-describedby={online ? undefined : reasonId}
      onClick={() => void save()}
    >
      {saving ? t('offline.saving') : saved ? t('offline.update') : t('offline.save')}
    </button>
  );
  return (
    <div className="tournament-save">
      {saved && !saving && (
        <p className="tournament-save__saved" role="status">
          <CheckCircleIcon />
          {t('offline.saved')}
        </p>
      )}
      {(online || !saved) && button}
      {saving && (
        <p className="tournament-save__progress" role="status">
          {progress && <progress value={progress.done} max={progress.total} />}
          <span>{progress ? t('offline.progress', { ...progress }) : t('offline.saving')}</span>
        </p>
      )}
      {!online && !saved && (
        <p id={reasonId} className="tournament-save__reason muted">
          {t('offline.needsConnection')}
        </p>
      )}
      {error && (
        <p className="tournament-save__error" role="alert">
          {t('offline.failed', { message: error })}
        </p>
      )}
    </div>
  );
}
