import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_SIZES } from '@domain/game/board-sizes';
import { CloudOffIcon } from '@pwa/components/icons';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';
import type { BoardPosition } from '@pwa/lib/position-analysis/types';
import { usePositionAnalysis } from '@pwa/lib/position-analysis/use-position-analysis';
import { AnalysisPanel } from './analysis-panel';
import { ExportActions } from './export-actions';
import { PhotoInput } from './photo-input';
import { PhotoView } from './photo-view';
import { PositionBoard } from './position-board';
import { PositionControls } from './position-controls';
import { useDebounced } from './use-debounced';
import { useRecognition } from './use-recognition';
import { useVision } from './use-vision';
import { VisionNotice } from './vision-notice';
import './go-glass.css';

const DEFAULT_KOMI = 7.5;
/** A burst of corrections is analysed once it stops for this long. */
const ANALYSE_AFTER_MS = 400;

/** /go-glass: a photo of a board, read on this device, corrected, analysed and taken onward. */
export function GoGlassPage() {
  const { t } = useTranslation('goGlass');
  useDocumentTitle(t('title'));
  const online = useOnline();
  const vision = useVision(online);
  const recognition = useRecognition(vision.recognize);
  const { photo, status, edited } = recognition;
  const [komi, setKomi] = useState(DEFAULT_KOMI);
  const [showOwnership, setShowOwnership] = useState(true);
  const reading = status.kind === 'reading';

  const position = useMemo<BoardPosition | null>(
    () =>
      edited && !reading
        ? { boardSize: edited.boardSize, signs: edited.signs, toPlay: edited.toPlay, komi }
        : null,
    [edited, reading, komi],
  );
  const settled = useDebounced(position, ANALYSE_AFTER_MS);
  const analysis = usePositionAnalysis(settled);
  // an analysis of an earlier version of the position is not drawn on this one
  const current = settled === position ? analysis.analysis : null;

  return (
    <div className="go-glass-page">
      <h1>{t('title')}</h1>
      <p className="muted go-glass-page__about">{t('about')}</p>
      {!online && (
        <div className="notice notice--offline" role="status">
          <CloudOffIcon className="notice__icon" />
          <div>
            <p className="notice__title">{t('offline.title')}</p>
            <p className="notice__text">{t('offline.text')}</p>
          </div>
        </div>
      )}
      <VisionNotice status={vision.status} onRetry={vision.retry} />
      <PhotoInput onPhoto={recognition.takePhoto} disabled={vision.recognize === null || reading} />
      {reading && (
        <p className="muted" role="status">
          {t('reading')}
        </p>
      )}
      {status.kind === 'notFound' && (
        <div className="notice" role="alert">
          <div>
            <p className="notice__title">{t('notFound.title')}</p>
            <p className="notice__text">{t('notFound.text')}</p>
            <div className="go-glass-page__by-hand">
              {BOARD_SIZES.map((size) => (
                <button
                  key={size}
                  type="button"
                  className="button"
                  onClick={() => recognition.setUpByHand(size)}
                >
                  {t('notFound.byHand', { size })}
                </button>
              ))}
            </div>
          </div>
        </div>
      )}
      {(photo || edited) && (
        <div className="go-glass-page__work">
          {edited && (
            <section className="go-glass-page__position" aria-labelledby="go-glass-position-title">
              <h2 id="go-glass-position-title" className="go-glass-section-title">
                {t('position.title')}
              </h2>
              <p className="muted">{t('position.hint')}</p>
              <PositionBoard
                signs={edited.signs}
                doubtful={edited.doubtful}
                analysis={current}
                showOwnership={showOwnership}
                onTouch={recognition.touch}
              />
              <PositionControls
                boardSize={edited.boardSize}
                toPlay={edited.toPlay}
                komi={komi}
                busy={reading}
                onBoardSize={recognition.changeSize}
                onToPlay={recognition.setToPlay}
                onKomi={setKomi}
              />
            </section>
          )}
          <div className="go-glass-page__side">
            {photo && (
              <PhotoView photo={photo} corners={status.kind === 'found' ? status.corners : null} />
            )}
            {position && (
              <AnalysisPanel
                result={analysis}
                showOwnership={showOwnership}
                onShowOwnership={setShowOwnership}
              />
            )}
            {position && <ExportActions position={position} online={online} />}
          </div>
        </div>
      )}
    </div>
  );
}
