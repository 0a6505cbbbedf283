import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail } from '@domain/account/account-rules';
import {
  FEEDBACK_EMAIL_MAX_LENGTH,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
} from '@sync/contract/feedback';
import { FEEDBACK_MAX_FILE_SIZE, type FileFormats } from '@sync/contract/files';
import { Field, fieldAria } from '@pwa/components/field';
import { TextField } from '@pwa/components/text-field';
import { useSession } from '@pwa/lib/session-store';
import { FeedbackFiles } from './feedback-files';
import { megabytes } from './file-check';
import type { ChosenFile, Refused } from './use-feedback-files';
import type { FeedbackDraft, SendState } from './use-send-feedback';

interface FeedbackFormProps {
  /** null while GET /file/feedback/formats has not answered: no files can be added yet */
  formats: FileFormats | null;
  files: ChosenFile[];
  refused: Refused;
  onAddFiles: (files: File[]) => void;
  onRemoveFile: (id: number) => void;
  message: string;
  onMessage: (message: string) => void;
  state: SendState;
  onSend: (draft: FeedbackDraft) => void;
  onCancel: () => void;
}

interface Errors {
  name: string | null;
  email: string | null;
  message: string | null;
}

/** Name, e-mail (from the signed-in user), the message with its counter, the files, Send. */
export function FeedbackForm(props: FeedbackFormProps) {
  const { formats, files, message, state } = props;
  const { t } = useTranslation('feedback');
  const id = useId();
  const user = useSession((s) => s.user);
  const [name, setName] = useState(user?.Name ?? '');
  const [email, setEmail] = useState(user?.Email ?? '');
  const [submitted, setSubmitted] = useState(false);
  const uploading = state.status === 'uploading';
  // UTF-16 units, as the API counts (an emoji may count as two)
  const length = message.length;
  const tooLong = length > FEEDBACK_MESSAGE_MAX_LENGTH;

  // the session may answer after the dialog was first drawn
  useEffect(() => {
    if (!user) return;
    setName((current) => current || user.Name);
    setEmail((current) => current || user.Email);
  }, [user]);

  const errors: Errors = {
    name: name.trim() === '' ? t('errors.nameRequired') : null,
    email: checkEmail(email.trim()) ? t('errors.emailInvalid') : null,
    message: tooLong
      ? t('errors.messageTooLong', { max: FEEDBACK_MESSAGE_MAX_LENGTH })
      : message.trim() === ''
        ? t('errors.messageRequired')
        : null,
  };
  const shown = (error: string | null) => (submitted ? error : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (uploading || errors.name || errors.email || errors.message) return;
    props.onSend({
      Name: name.trim(),
      Email: email.trim(),
      Message: message,
      files: files.map((chosen) => chosen.file),
    });
  };

  const messageId = `${id}-message`;
  const messageError = tooLong ? errors.message : shown(errors.message);
  const counter = t('message.counter', { count: length, max: FEEDBACK_MESSAGE_MAX_LENGTH });
  const failure = state.status === 'form' ? state.failure : null;

  return (
    <form className="feedback" noValidate onSubmit={submit} aria-busy={uploading}>
      <p className="dialog__text dialog__text--muted">{t('intro')}</p>
      <TextField
        label={t('name')}
        value={name}
        onChange={setName}
        autoComplete="name"
        maxLength={FEEDBACK_NAME_MAX_LENGTH}
        required
        disabled={uploading}
        error={shown(errors.name)}
      />
      <TextField
        label={t('email')}
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="email"
        maxLength={FEEDBACK_EMAIL_MAX_LENGTH}
        required
        disabled={uploading}
        error={shown(errors.email)}
      />
      <Field id={messageId} label={t('message.label')} hint={counter} error={messageError}>
        <textarea
          id={messageId}
          className="input feedback__message"
          rows={6}
          required
          value={message}
          disabled={uploading}
          onChange={(event) => props.onMessage(event.target.value)}
          {...fieldAria(messageId, counter, messageError)}
        />
      </Field>
      {formats ? (
        <FeedbackFiles
          formats={formats}
          files={files}
          refused={props.refused}
          disabled={uploading}
          onAdd={props.onAddFiles}
          onRemove={props.onRemoveFile}
        />
      ) : null}
      {failure && (
        <p className="feedback__error" role="alert">
          {failure.kind === 'send'
            ? t('errors.send')
            : failure.kind === 'tooLarge'
              ? t('errors.tooLarge', {
                  name: failure.name,
                  size: megabytes(formats?.MaxSize ?? FEEDBACK_MAX_FILE_SIZE),
                })
              : t('errors.upload', { name: failure.name })}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={props.onCancel}>
          {t('cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={uploading}
          aria-busy={uploading}
        >
          {uploading && <span className="feedback__spinner" aria-hidden="true" />}
          {uploading ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
