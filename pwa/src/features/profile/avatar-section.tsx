import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@sync/contract/account';
import { acceptOf, checkAvatarFile, megabytes, type AvatarProblem } from './avatar-check';
import { AvatarPicture } from './avatar-picture';
import { failureOf, removeAvatar, uploadAvatar } from './profile-api';
import { FAILED, StatusLine, type Status } from './status-line';
import { useAvatarFormats } from './use-avatar-formats';

interface AvatarSectionProps {
  user: CurrentUser;
  onChanged: (user: CurrentUser) => void;
}

interface Chosen {
  file: File;
  /** an object URL of the file, for the preview */
  url: string;
}

const PROBLEM_STATUS: Record<AvatarProblem, Status> = {
  fileTooLarge: { kind: 'error', key: 'avatar.fileTooLarge' },
  unsupportedFileFormat: { kind: 'error', key: 'avatar.unsupportedFileFormat' },
};

/** The picture: the current one, a preview of a chosen file, upload (POST /file/avatar), remove. */
export function AvatarSection({ user, onChanged }: AvatarSectionProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const formats = useAvatarFormats();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [status, setStatus] = useState<Status | null>(null);

  // The preview's object URL lives until it is replaced, dropped or the page closes.
  const chosenUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (chosenUrl.current) URL.revokeObjectURL(chosenUrl.current);
    },
    [],
  );
  const choose = (next: Chosen | null) => {
    if (chosenUrl.current) URL.revokeObjectURL(chosenUrl.current);
    chosenUrl.current = next?.url ?? null;
    setChosen(next);
    if (!next && input.current) input.current.value = '';
  };

  const onFile = (file: File | undefined) => {
    setStatus(null);
    if (!file) return choose(null);
    const problem = formats ? checkAvatarFile(file, formats) : null;
    if (problem) {
      choose(null);
      setStatus(PROBLEM_STATUS[problem]);
      return;
    }
    choose({ file, url: URL.createObjectURL(file) });
  };

  const run = async (kind: 'upload' | 'remove', done: Status) => {
    setBusy(kind);
    setStatus(null);
    try {
      const answer =
        kind === 'upload' && chosen ? await uploadAvatar(chosen.file) : await removeAvatar();
      onChanged(answer);
      choose(null);
      setStatus(done);
    } catch (error) {
      const failure = await failureOf(error);
      if (failure.status === 413) setStatus(PROBLEM_STATUS.fileTooLarge);
      else if (failure.status === 415) setStatus(PROBLEM_STATUS.unsupportedFileFormat);
      else setStatus(FAILED);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="profile-card" aria-labelledby={`${id}-title`} aria-busy={busy !== null}>
      <h2 id={`${id}-title`} className="profile-card__title">
        {t('avatar.title')}
      </h2>
      <div className="profile-avatar">
        <figure className="profile-avatar__figure">
          <AvatarPicture
            url={chosen?.url ?? user.PictureURL}
            alt={chosen ? t('avatar.preview') : t('avatar.current')}
            className="profile-avatar__picture"
          />
          <figcaption className="profile-avatar__caption">
            {chosen
              ? t('avatar.preview')
              : user.PictureURL
                ? t('avatar.current')
                : t('avatar.none')}
          </figcaption>
        </figure>
        <div className="profile-avatar__controls">
          <label className="field-label" htmlFor={`${id}-file`}>
            {t('avatar.choose')}
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            className="profile-avatar__file"
            type="file"
            accept={acceptOf(formats)}
            disabled={busy !== null}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <p id={`${id}-hint`} className="profile-field__hint">
            {formats
              ? t('avatar.hint', {
                  types: formats.Types.map((f) => f.extensions[0]?.toUpperCase()).join(', '),
                  size: megabytes(formats.MaxSize),
                })
              : t('avatar.hintShort')}
          </p>
          <div className="profile-form__actions">
            {chosen && (
              <>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy !== null}
                  aria-busy={busy === 'upload'}
                  onClick={() => void run('upload', { kind: 'success', key: 'avatar.uploaded' })}
                >
                  {busy === 'upload' ? t('avatar.uploading') : t('avatar.upload')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={busy !== null}
                  onClick={() => choose(null)}
                >
                  {t('cancel')}
                </button>
              </>
            )}
            {!chosen && user.PictureURL && (
              <button
                type="button"
                className="button"
                disabled={busy !== null}
                aria-busy={busy === 'remove'}
                onClick={() => void run('remove', { kind: 'success', key: 'avatar.removed' })}
              >
                {busy === 'remove' ? t('avatar.removing') : t('avatar.remove')}
              </button>
            )}
          </div>
        </div>
      </div>
      <StatusLine status={status} />
    </section>
  );
}
