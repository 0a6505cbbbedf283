import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@domain/format/numbers';
import type { VideoConversion, VideoFormats } from '@sync/contract/video';
import { ApiState } from '@pwa/components/api-state';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { TextField } from '@pwa/components/text-field';
import { useCachedApi } from '@pwa/lib/cached-api';
import { useOnline } from '@pwa/lib/online';
import { showToast } from '@pwa/lib/toast-store';
import { UnfinishedUploads } from './unfinished-uploads';
import { UploadProgress } from './upload-progress';
import { useVideoUpload } from './use-video-upload';
import { VIDEO_FORMATS_PATH } from './video-api';
import {
  acceptOf,
  checkVideoFile,
  defaultVideoName,
  type VideoFileProblem,
} from './video-file-check';

/** The longest name a conversion is given. */
export const MAX_NAME_LENGTH = 200;

interface Chosen {
  file: File;
  problem: VideoFileProblem | null;
}

interface UploadFormProps {
  formats: VideoFormats;
  onStart: (file: File, name: string) => void;
}

/** The file (any video; a phone offers its camera), its name, and the button that sends it. */
function UploadForm({ formats, onStart }: UploadFormProps) {
  const { t } = useTranslation('video');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    setNameError(null);
    if (!file) {
      setChosen(null);
      return;
    }
    setChosen({ file, problem: checkVideoFile(file, formats) });
    setName(defaultVideoName(file.name));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || chosen.problem) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('upload.nameRequired'));
      return;
    }
    onStart(chosen.file, trimmed);
    setChosen(null);
    setName('');
    if (input.current) input.current.value = '';
  };

  const size = formatBytes(formats.MaxSize);
  return (
    <form className="video-form" onSubmit={submit} noValidate>
      <div className="video-form__file">
        <label className="field-label" htmlFor={`${id}-file`}>
          {t('upload.choose')}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          className="video-form__input"
          type="file"
          accept={acceptOf(formats)}
          aria-describedby={`${id}-hint`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <p id={`${id}-hint`} className="video-form__hint muted">
          {t('upload.hint', {
            extensions: formats.Formats.map((extension) => `.${extension}`).join(', '),
            size,
          })}
        </p>
        <p className="video-form__hint muted">
          {t('upload.codecs', {
            containers: formats.containers.join(', '),
            codecs: formats.codecs.join(', '),
          })}
        </p>
      </div>
      {chosen?.problem && (
        <p className="video-form__refused" role="alert">
          {t(`upload.refused.${chosen.problem}`, {
            name: chosen.file.name,
            size,
            extensions: formats.Formats.map((extension) => `.${extension}`).join(', '),
          })}
        </p>
      )}
      {chosen && !chosen.problem && (
        <>
          <p className="video-form__chosen muted">
            {t('upload.chosen', { name: chosen.file.name, size: formatBytes(chosen.file.size) })}
          </p>
          <TextField
            label={t('upload.name')}
            value={name}
            onChange={(value) => {
              setName(value);
              setNameError(null);
            }}
            maxLength={MAX_NAME_LENGTH}
            error={nameError}
            hint={t('upload.nameHint')}
          />
        </>
      )}
      <div className="video-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!chosen || chosen.problem !== null}
        >
          {t('upload.submit')}
        </button>
      </div>
    </form>
  );
}

interface UploadSectionProps {
  /** a video was sent for conversion: the list is read again */
  onSubmitted: () => void;
}

/** Upload: the accepted formats and size, the form, then the upload's progress until submitted. */
export function UploadSection({ onSubmitted }: UploadSectionProps) {
  const { t } = useTranslation('video');
  const formats = useCachedApi<VideoFormats>(VIDEO_FORMATS_PATH);
  const online = useOnline();
  const submitted = useCallback(
    (conversion: VideoConversion) => {
      showToast(t('toast.submitted', { name: conversion.name }), { kind: 'success' });
      onSubmitted();
    },
    [t, onSubmitted],
  );
  const { state, start, pause, resume, cancel } = useVideoUpload(submitted);
  const idle = state.phase === 'idle';

  return (
    <section className="video-card" aria-labelledby="video-upload-title" aria-busy={!idle}>
      <h2 id="video-upload-title" className="video-card__title">
        {t('upload.title')}
      </h2>
      {!idle && (
        <UploadProgress state={state} onPause={pause} onResume={resume} onCancel={cancel} />
      )}
      {idle && !online && <NeedsConnection what={t('upload.what')} />}
      {idle && online && (
        <ApiState state={formats} what={t('upload.what')}>
          {(data) => (
            <>
              <UnfinishedUploads refreshKey={state.phase} />
              <UploadForm formats={data} onStart={start} />
            </>
          )}
        </ApiState>
      )}
    </section>
  );
}
