import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@domain/format/numbers';
import { FEEDBACK_MAX_ATTACHMENTS, type FileFormats } from '@sync/contract/files';
import { CloseIcon } from '@pwa/components/icons';
import { formatList, megabytes } from './file-check';
import type { ChosenFile, Refused } from './use-feedback-files';

interface FeedbackFilesProps {
  formats: FileFormats;
  files: ChosenFile[];
  refused: Refused;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
}

/** The attachments: a drop zone holding the picker, the refusals, and the chosen files. */
export function FeedbackFiles({
  formats,
  files,
  refused,
  disabled,
  onAdd,
  onRemove,
}: FeedbackFilesProps) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const accept = formats.Formats.map((format) => `.${format}`).join(',');

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd([...event.dataTransfer.files]);
  };

  return (
    <div className="feedback-files">
      <div
        className={`feedback-files__drop${dragging ? ' feedback-files__drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label className="field-label" htmlFor={`${id}-input`}>
          {t('files.label')}
        </label>
        <input
          id={`${id}-input`}
          className="feedback-files__input"
          type="file"
          multiple
          accept={accept}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            // the same file can be chosen again after it was removed
            event.target.value = '';
          }}
        />
        <p id={`${id}-hint`} className="feedback-files__hint">
          {t('files.hint', { formats: formatList(formats), size: megabytes(formats.MaxSize) })}
        </p>
      </div>
      {refused.wrongFormat.length > 0 && (
        <p className="feedback__error" role="alert">
          {t('files.wrongFormat', {
            files: refused.wrongFormat.join(', '),
            formats: formatList(formats),
          })}
        </p>
      )}
      {refused.tooLarge.length > 0 && (
        <div className="feedback__error" role="alert">
          <p>{t('files.tooLarge', { size: megabytes(formats.MaxSize) })}</p>
          <p className="feedback-files__refused">{refused.tooLarge.join(', ')}</p>
        </div>
      )}
      {refused.tooMany.length > 0 && (
        <p className="feedback__error" role="alert">
          {t('files.tooMany', {
            max: FEEDBACK_MAX_ATTACHMENTS,
            files: refused.tooMany.join(', '),
          })}
        </p>
      )}
      {files.length > 0 && (
        <ul className="feedback-files__list" aria-label={t('files.listLabel')}>
          {files.map(({ id: fileId, file }) => (
            <li key={fileId} className="feedback-files__item">
              <span className="feedback-files__name">{file.name}</span>
              <span className="feedback-files__size">{formatBytes(file.size)}</span>
              <button
                type="button"
                className="icon-button"
                disabled={disabled}
                aria-label={t('files.remove', { name: file.name })}
                onClick={() => onRemove(fileId)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
