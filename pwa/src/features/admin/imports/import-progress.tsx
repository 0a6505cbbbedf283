import { useTranslation } from 'react-i18next';
import type { ImportState } from './use-import';

/** Sending is most of the wait for a big file; reading and writing share the rest. */
const UPLOAD_SHARE = 0.6;
const READ_SHARE = 0.1;

function percentOf(state: ImportState): number | undefined {
  switch (state.step) {
    case 'uploading':
      return Math.round(100 * UPLOAD_SHARE * (state.total ? state.loaded / state.total : 0));
    case 'reading':
      return Math.round(100 * UPLOAD_SHARE);
    case 'writing':
      return Math.round(100 * (UPLOAD_SHARE + READ_SHARE));
    default:
      return undefined;
  }
}

/**
 * The bar over the whole import: the upload by its bytes, then the server's reading and writing
 * (a write's length is not known in advance: the text says how long it has taken so far).
 */
export function ImportProgress({ state }: { state: ImportState }) {
  const { t } = useTranslation('adminImports');
  const percent = percentOf(state);
  if (percent === undefined) return null;
  let text: string;
  if (state.step === 'uploading') {
    text = t('progress.uploading', {
      percent: state.total ? Math.round((100 * state.loaded) / state.total) : 0,
    });
  } else if (state.step === 'reading') {
    text = t('progress.reading');
  } else if (state.step === 'writing') {
    const counts = { players: state.parsed.players, games: state.parsed.games };
    text = t(
      state.parsed.kind === 'tournament' ? 'progress.writing' : 'progress.writingList',
      counts,
    );
    if (state.seconds > 0) text += ` ${t('progress.seconds', { seconds: state.seconds })}`;
  } else {
    text = '';
  }
  return (
    <div className="admin-import-progress" role="status">
      <progress
        className="admin-import-progress__bar"
        aria-label={t('progress.label')}
        max={100}
        value={percent}
      />
      <p className="admin-import-progress__text">{text}</p>
    </div>
  );
}
