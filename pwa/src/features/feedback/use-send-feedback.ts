import { useCallback, useState } from 'react';
import type { FeedbackRequest } from '@sync/contract/feedback';
import { readHttpFailure } from '@pwa/lib/http';
import { sendFeedback, uploadFeedbackFile } from './feedback-api';

/** 'tooLarge': the server answered 413 for the file; 'upload': any other failure of its upload. */
export type SendFailure = { kind: 'upload' | 'tooLarge'; name: string } | { kind: 'send' };

export type SendState =
  { status: 'form'; failure: SendFailure | null } | { status: 'uploading' } | { status: 'sent' };

export type FeedbackDraft = Omit<FeedbackRequest, 'Attachments'> & { files: File[] };

/**
 * Sending: each file through POST /file/feedback (the first failure stops it, naming the file and
 * telling a file too large from other failures), then POST /feedback with their Names. Answers
 * whether it was sent.
 */
export function useSendFeedback() {
  const [state, setState] = useState<SendState>({ status: 'form', failure: null });

  const send = useCallback(async ({ files, ...fields }: FeedbackDraft): Promise<boolean> => {
    setState({ status: 'uploading' });
    const attachments: string[] = [];
    for (const file of files) {
      try {
        attachments.push(await uploadFeedbackFile(file));
      } catch (error) {
        const kind = (await readHttpFailure(error)).status === 413 ? 'tooLarge' : 'upload';
        setState({ status: 'form', failure: { kind, name: file.name } });
        return false;
      }
    }
    try {
      await sendFeedback({ ...fields, Attachments: attachments });
    } catch {
      setState({ status: 'form', failure: { kind: 'send' } });
      return false;
    }
    setState({ status: 'sent' });
    return true;
  }, []);

  const reset = useCallback(() => setState({ status: 'form', failure: null }), []);
  return { state, send, reset };
}
