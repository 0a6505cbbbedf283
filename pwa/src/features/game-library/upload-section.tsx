import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@domain/format/numbers';
import type { LibraryFormats } from '@sync/contract/game-library';
import { OnlineOnly } from '@pwa/components/needs-connection';
import { showToast } from '@pwa/lib/toast-store';
import { uploadRecords } from './library-api';
import { acceptOf, checkRecordFiles, type CheckedFiles } from './record-files';
import { useLibraryFailure } from './use-library-failure';

interface UploadSectionProps {
  formats: LibraryFormats;
  /** after a successful upload: the list and statistics are read again */
  onUploaded: () => void;
}

function RefusedFiles({ checked, maxSize }: { checked: CheckedFiles; maxSize: number }) {
  const { t } = useTranslation('library');
  if (checked.refused.length === 0 && !checked.tooMany) return null;
  return (
    <div className="library-upload__refused" role="alert">
      {checked.refused.length > 0 && (
        <ul>
          {checked.refused.map(({ name, problem }) => (
            <li key={name}>
              {t(`upload.refused.${problem}`, { name, size: formatBytes(maxSize) })}
            </li>
          ))}
        </ul>
      )}
      {checked.tooMany && <p>{t('upload.tooMany', { count: checked.accepted.length })}</p>}
    </div>
  );
}

/** Upload: SGF files dropped on the zone or chosen in the picker, private or public. */
export function UploadSection({ formats, onUploaded }: UploadSectionProps) {
  const { t } = useTranslation('library');
  const id = useId();
  const failureOf = useLibraryFailure();
  const input = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<CheckedFiles | null>(null);
  const [privateRecords, setPrivateRecords] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);

  const choose = (files: FileList | null) => {
    setChecked(files && files.length > 0 ? checkRecordFiles([...files], formats) : null);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) choose(event.dataTransfer.files);
  };
  const clear = () => {
    setChecked(null);
    if (input.current) input.current.value = '';
  };
  const files = checked?.accepted ?? [];

  const upload = async () => {
    setBusy(true);
    try {
      const answer = await uploadRecords(files, privateRecords);
      showToast(t('toast.uploaded', { count: answer.games.length }), { kind: 'success' });
      clear();
      onUploaded();
    } catch (error) {
      showToast(t('toast.uploadFailed', { reason: await failureOf(error) }), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="library-card" aria-labelledby={`${id}-title`} aria-busy={busy}>
      <h2 id={`${id}-title`} className="library-card__title">
        {t('upload.title')}
      </h2>
      <OnlineOnly what={t('upload.what')}>
        <div
          className={`library-drop${dragging ? ' library-drop--over' : ''}`}
          data-testid="library-drop"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <label className="field-label" htmlFor={`${id}-files`}>
            {t('upload.choose')}
          </label>
          <input
            ref={input}
            id={`${id}-files`}
            className="library-drop__input"
            type="file"
            multiple
            accept={acceptOf(formats)}
            disabled={busy}
            aria-describedby={`${id}-hint`}
            onChange={(event) => choose(event.target.files)}
          />
          <p id={`${id}-hint`} className="library-drop__hint">
            {t('upload.hint', {
              formats: formats.Formats.map((format) => `.${format}`).join(', '),
              size: formatBytes(formats.MaxSize),
              count: formats.MaxFiles,
            })}
          </p>
        </div>
        {checked && <RefusedFiles checked={checked} maxSize={formats.MaxSize} />}
        {files.length > 0 && (
          <p className="library-upload__chosen">
            {t('upload.chosen', {
              count: files.length,
              names: files.map((f) => f.name).join(', '),
            })}
          </p>
        )}
        <label className="library-check">
          <input
            type="checkbox"
            checked={privateRecords}
            disabled={busy}
            onChange={(event) => setPrivateRecords(event.target.checked)}
          />
          {t('upload.private')}
        </label>
        <div className="library-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy || files.length === 0}
            aria-busy={busy}
            onClick={() => void upload()}
          >
            {busy ? t('upload.uploading') : t('upload.submit')}
          </button>
          {checked && (
            <button type="button" className="button" disabled={busy} onClick={clear}>
              {t('upload.clear')}
            </button>
          )}
        </div>
      </OnlineOnly>
    </section>
  );
}
