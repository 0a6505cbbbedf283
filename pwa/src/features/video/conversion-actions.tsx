import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { showToast } from '@pwa/lib/toast-store';
import { SgfDownloadLink } from './sgf-download-link';
import { useLibraryCopy } from './use-library-copy';
import { useVideoFailure } from './use-video-failure';

interface ConversionActionsProps {
  id: number;
  name: string;
  sgf: string;
  online: boolean;
}

/** The viewer's page of a library record (features/viewer), linked, not imported. */
const viewerPath = (recordId: number) => `/viewer/file/${recordId}`;

/**
 * A finished conversion's SGF: open it in the viewer (the viewer shows library records, so it is
 * saved there first, privately, once), download it, save it to the game library.
 */
export function ConversionActions({ id, name, sgf, online }: ConversionActionsProps) {
  const { t } = useTranslation('video');
  const navigate = useNavigate();
  const { textOfError } = useVideoFailure();
  const { recordId, ensureSaved } = useLibraryCopy(id, name, sgf);
  const [busy, setBusy] = useState<'open' | 'save' | null>(null);

  const run = async (kind: 'open' | 'save') => {
    setBusy(kind);
    try {
      const saved = await ensureSaved();
      if (kind === 'open') {
        if (saved.created) showToast(t('toast.savedToOpen', { name }), { kind: 'success' });
        await navigate(viewerPath(saved.id));
      } else {
        showToast(t(saved.created ? 'toast.saved' : 'toast.alreadySaved', { name }), {
          kind: 'success',
        });
      }
    } catch (error) {
      showToast(t('toast.saveFailed', { reason: await textOfError(error) }), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="video-actions" role="group" aria-label={t('actions.label', { name })}>
      <button
        type="button"
        className="button button--primary"
        disabled={!online || busy !== null}
        aria-busy={busy === 'open'}
        onClick={() => void run('open')}
      >
        {t('actions.open')}
      </button>
      <SgfDownloadLink name={name} sgf={sgf} />
      {recordId === null ? (
        <button
          type="button"
          className="button"
          disabled={!online || busy !== null}
          aria-busy={busy === 'save'}
          onClick={() => void run('save')}
        >
          {t('actions.save')}
        </button>
      ) : (
        <Link className="button" to={viewerPath(recordId)}>
          {t('actions.saved')}
        </Link>
      )}
    </div>
  );
}
