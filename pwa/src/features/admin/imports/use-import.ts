import { useCallback, useState } from 'react';
import type { ImportEvent, ImportFormatId, ImportReport } from '@sync/contract/admin-imports';
import { noAnswer, type HttpFailure } from '@pwa/lib/http';
import { ImportFailure, sendImport } from './import-request';

export type ParsedEvent = Extract<ImportEvent, { type: 'parsed' }>;

/** Where an import is: sending the file, the server reading it, writing it, done or failed. */
export type ImportState =
  | { step: 'idle' }
  | { step: 'uploading'; loaded: number; total: number }
  | { step: 'reading' }
  | { step: 'writing'; parsed: ParsedEvent; seconds: number }
  | { step: 'done'; report: ImportReport }
  | { step: 'failed'; failure: HttpFailure };

export function isBusy(state: ImportState): boolean {
  return state.step === 'uploading' || state.step === 'reading' || state.step === 'writing';
}

/** One import at a time: its state as the server's answer comes, and `start`. */
export function useImport() {
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  const start = useCallback(async (file: File, format: ImportFormatId) => {
    setState({ step: 'uploading', loaded: 0, total: file.size });
    let parsed: ParsedEvent | null = null;
    try {
      const report = await sendImport(file, format, {
        onUpload: (loaded, total) =>
          setState(loaded < total ? { step: 'uploading', loaded, total } : { step: 'reading' }),
        onEvent: (event) => {
          if (event.type === 'parsed') parsed = event;
          if (parsed && (event.type === 'parsed' || event.type === 'writing')) {
            setState({
              step: 'writing',
              parsed,
              seconds: event.type === 'writing' ? event.seconds : 0,
            });
          }
        },
      });
      setState({ step: 'done', report });
    } catch (error) {
      setState({
        step: 'failed',
        failure: error instanceof ImportFailure ? error.failure : noAnswer(),
      });
    }
  }, []);

  const reset = useCallback(() => setState({ step: 'idle' }), []);

  return { state, start, reset };
}
