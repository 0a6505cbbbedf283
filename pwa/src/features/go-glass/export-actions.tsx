import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BoardPosition, PlayOnState } from '@pwa/lib/position-analysis/types';
import { positionSgf } from './position-sgf';
import { savePositionRecord } from './save-position';

interface ExportActionsProps {
  position: BoardPosition;
  online: boolean;
}

/** The file name of a position's record: goglass-19x19-2026-11-27.sgf */
function fileName(position: BoardPosition): string {
  const day = new Date().toISOString().slice(0, 10);
  return `goglass-${position.boardSize}x${position.boardSize}-${day}.sgf`;
}

/** The position onward: its SGF downloaded, opened in the viewer, or played on against the bot. */
export function ExportActions({ position, online }: ExportActionsProps) {
  const { t } = useTranslation('goGlass');
  const navigate = useNavigate();
  const sgf = useMemo(() => positionSgf(position), [position]);
  const name = fileName(position);
  const [href, setHref] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    const url = URL.createObjectURL(new Blob([sgf], { type: 'application/x-go-sgf' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [sgf]);

  const openInViewer = async () => {
    setSaving(true);
    setSaveFailed(false);
    try {
      const id = await savePositionRecord(sgf, name);
      void navigate(`/viewer/file/${id}`);
    } catch {
      setSaveFailed(true);
      setSaving(false);
    }
  };

  const playOn = () => {
    void navigate('/server/bot', { state: { startPosition: position } satisfies PlayOnState });
  };

  return (
    <section className="go-glass-export" aria-labelledby="go-glass-export-title">
      <h2 id="go-glass-export-title" className="go-glass-section-title">
        {t('export.title')}
      </h2>
      <div className="go-glass-export__actions">
        {href && (
          <a className="button" href={href} download={name}>
            {t('export.download')}
          </a>
        )}
        <button
          type="button"
          className="button"
          disabled={!online || saving}
          onClick={() => void openInViewer()}
        >
          {t('export.viewer')}
        </button>
        <button type="button" className="button button--primary" onClick={playOn}>
          {t('export.playOn')}
        </button>
      </div>
      {!online && <p className="muted">{t('export.viewerOffline')}</p>}
      {saveFailed && (
        <p className="notice" role="alert">
          {t('export.saveFailed')}
        </p>
      )}
    </section>
  );
}
