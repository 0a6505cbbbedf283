import { useCallback, useState } from 'react';
import type { FeedbackRequest } from '@sync/contract/feedback';
import { sendFeedback, uploadFeedbackFile } from './feedback-api';

export type SendFailure = { kind: 'upload'; name: string } | { kind: 'send' };

export type SendState =
  { status: 'form'; failure: SendFailure | null } | { status: 'uploading' } | { status: 'sent' };

export type FeedbackDraft = Omit<FeedbackRequest, 'Attachments'> & { files: File[] };

/**
 * Sending: each file through POST /file/feedback (the first failure stops it, naming the file),
 * then POST /feedback with their Names. Answers whether it was sent.
 */
export function useSendFeedback() {
  const [state, setState] = useState<SendState>({ status: 'form', failure: null });

  const send = useCallback(async ({ files, ...fields }: FeedbackDraft): Promise<boolean> => {
    setState({ status: 'uploading' });
    const attachments: string[] = [];
    for (const file of files) {
      try {
        attachments.push(await uploadFeedbackFile(file));
      } catch {
        setState({ status: 'form', failure: { kind: 'upload', name: file.name } });
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
