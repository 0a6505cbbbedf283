import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@domain/format/numbers';
import {
  IMPORT_FORMAT_IDS,
  IMPORT_MAX_BYTES,
  type ImportFormatId,
} from '@sync/contract/admin-imports';
import { SelectField } from '@pwa/components/select-field';
import { fileProblem, guessFormat, type FileProblem } from './file-check';

interface ImportFormProps {
  busy: boolean;
  onSubmit: (file: File, format: ImportFormatId) => void;
}

/** The format, the file (picker or drag and drop, recognised when possible) and Import. */
export function ImportForm({ busy, onSubmit }: ImportFormProps) {
  const { t } = useTranslation('adminImports');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [format, setFormat] = useState<ImportFormatId>('opengotha');
  const [file, setFile] = useState<File | null>(null);
  const [detected, setDetected] = useState<ImportFormatId | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = async (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setProblem(null);
    setDetected(null);
    if (!chosen) return;
    const guessed = await guessFormat(chosen);
    setDetected(guessed);
    if (guessed) setFormat(guessed);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    const found = await fileProblem(file, format);
    setProblem(found);
    if (!found) onSubmit(file, format);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  const problemText = problem
    ? t(`problems.${problem.key}`, {
        size: formatBytes(IMPORT_MAX_BYTES),
        extensions: problem.key === 'extension' ? problem.extensions : '',
        format: t(`formats.${format}`),
      })
    : null;

  return (
    <form className="admin-import-form" onSubmit={(event) => void submit(event)}>
      <SelectField
        label={t('form.format')}
        value={format}
        options={IMPORT_FORMAT_IDS}
        optionLabel={(option) => t(`formats.${option}`)}
        onChange={(value) => {
          setFormat(value);
          setProblem(null);
        }}
      />
      <div
        className={`admin-import-drop${dragging ? ' admin-import-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label className="field-label" htmlFor={`${id}-file`}>
          {t('form.file')}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          className="admin-import-drop__input"
          type="file"
          accept=".xml,.h9,.txt,.html,.htm,.tsv,.tab"
          aria-describedby={`${id}-file-hint`}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <p id={`${id}-file-hint`} className="admin-import-drop__hint">
          {file
            ? t('form.chosen', { name: file.name, size: formatBytes(file.size) })
            : t('form.drop', { size: formatBytes(IMPORT_MAX_BYTES) })}
          {detected && ` ${t('form.detected', { format: t(`formats.${detected}`) })}`}
        </p>
      </div>
      {problemText && (
        <p className="admin-page__error" role="alert">
          {problemText}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!file || busy}>
        {t('form.submit')}
      </button>
    </form>
  );
}
