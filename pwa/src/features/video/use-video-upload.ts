import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import type { VideoConversion } from '@sync/contract/video';
import { useOnline } from '@pwa/lib/online';
import { apiFailure, isTransient, tusFailure, type UploadFailure } from './upload-failure';
import { fetchUploadTarget, submitVideo } from './video-api';

/** Bytes per PATCH request: what a dropped connection can cost at most, and a proxy's limit. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** Waits before each new attempt after a failed request while the browser is online. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

export type UploadPhase =
  /** nothing sent yet, or the last video was submitted */
  | 'idle'
  /** asking where to upload, and whether an earlier upload of the file can go on */
  | 'preparing'
  | 'uploading'
  | 'paused'
  /** the connection dropped: the upload goes on by itself when it is back */
  | 'offline'
  /** the file is on the server: the conversion is being asked for */
  | 'submitting'
  | 'failed';

export interface VideoUploadState {
  phase: UploadPhase;
  fileName: string;
  /** bytes the server has or is being sent, of `total` */
  sent: number;
  total: number;
  /** an earlier upload of the same file (before a reload, say) goes on where it stopped */
  resumed: boolean;
  failure: UploadFailure | null;
}

const IDLE: VideoUploadState = {
  phase: 'idle',
  fileName: '',
  sent: 0,
  total: 0,
  resumed: false,
  failure: null,
};

interface Current {
  file: File;
  name: string;
  upload: Upload | null;
}

/**
 * Sends a video with tus (resumable): progress, pause and resume, waiting out a dropped
 * connection, and an upload interrupted by a reload resumed when the same file is chosen again
 * (tus-js-client keeps each upload's fingerprint and address in localStorage until it is
 * done). When the file is on the server, the conversion is asked for (POST /video/submit).
 */
export function useVideoUpload(onSubmitted: (conversion: VideoConversion) => void) {
  const [state, setState] = useState<VideoUploadState>(IDLE);
  const current = useRef<Current | null>(null);
  const submittedRef = useRef(onSubmitted);
  submittedRef.current = onSubmitted;
  const online = useOnline();

  const fail = useCallback((failure: UploadFailure) => {
    setState((previous) => ({ ...previous, phase: 'failed', failure }));
  }, []);

  const submit = useCallback(
    async (job: Current, url: string) => {
      setState((previous) => ({ ...previous, phase: 'submitting', failure: null }));
      try {
        const conversion = await submitVideo({ upload: url, name: job.name });
        if (current.current !== job) return;
        current.current = null;
        setState(IDLE);
        submittedRef.current(conversion);
      } catch (error) {
        if (current.current === job) fail(await apiFailure('submit', error));
      }
    },
    [fail],
  );

  const send = useCallback(
    async (job: Current) => {
      setState({ ...IDLE, phase: 'preparing', fileName: job.file.name, total: job.file.size });
      let endpoint: string;
      try {
        const target = await fetchUploadTarget(job.file.name);
        // tus-js-client resolves the upload's address against the endpoint: it must be absolute
        endpoint = new URL(target.uploadUrl, window.location.origin).href;
      } catch (error) {
        if (current.current === job) fail(await apiFailure('target', error));
        return;
      }
      if (current.current !== job) return;
      const upload: Upload = new Upload(job.file, {
        endpoint,
        metadata: {
          filename: job.file.name,
          filetype: job.file.type || 'application/octet-stream',
          name: job.name,
        },
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        removeFingerprintOnSuccess: true,
        onShouldRetry: (error) => navigator.onLine && isTransient(error),
        onProgress: (sent, total) => {
          if (current.current === job) setState((previous) => ({ ...previous, sent, total }));
        },
        onSuccess: () => {
          if (current.current === job && upload.url) void submit(job, upload.url);
        },
        onError: (error) => {
          if (current.current !== job) return;
          const failure = tusFailure(error);
          if (failure.status === null && !navigator.onLine) {
            setState((previous) => ({ ...previous, phase: 'offline' }));
          } else {
            fail(failure);
          }
        },
      });
      job.upload = upload;
      const previous = await upload.findPreviousUploads().catch(() => []);
      if (current.current !== job) return;
      const latest = previous.at(-1);
      if (latest) upload.resumeFromPreviousUpload(latest);
      setState((old) => ({ ...old, phase: 'uploading', resumed: latest !== undefined }));
      upload.start();
    },
    [fail, submit],
  );

  const start = useCallback(
    (file: File, name: string) => {
      const job: Current = { file, name, upload: null };
      void current.current?.upload?.abort();
      current.current = job;
      void send(job);
    },
    [send],
  );

  const pause = useCallback(() => {
    const upload = current.current?.upload;
    if (!upload) return;
    void upload.abort();
    setState((previous) => ({ ...previous, phase: 'paused' }));
  }, []);

  const resume = useCallback(() => {
    const job = current.current;
    if (!job) return;
    if (state.failure?.step === 'target' || !job.upload) {
      void send(job);
    } else if (state.failure?.step === 'submit' && job.upload.url) {
      void submit(job, job.upload.url);
    } else {
      setState((previous) => ({ ...previous, phase: 'uploading', failure: null }));
      job.upload.start();
    }
  }, [send, submit, state.failure]);

  /** Stops and forgets the upload; the server removes what it received. */
  const cancel = useCallback(() => {
    const upload = current.current?.upload;
    current.current = null;
    setState(IDLE);
    upload?.abort(true).catch(() => undefined);
  }, []);

  // A dropped connection stops the upload (a stalled request would wait long); it goes on
  // from the server's offset when the browser is online again.
  useEffect(() => {
    const upload = current.current?.upload;
    if (!upload) return;
    if (!online && state.phase === 'uploading') {
      void upload.abort();
      setState((previous) => ({ ...previous, phase: 'offline' }));
    } else if (online && state.phase === 'offline') {
      setState((previous) => ({ ...previous, phase: 'uploading' }));
      upload.start();
    }
  }, [online, state.phase]);

  // Leaving the page stops sending; the fingerprint stays, so choosing the file again resumes.
  useEffect(
    () => () => {
      void current.current?.upload?.abort();
      current.current = null;
    },
    [],
  );

  return { state, start, pause, resume, cancel };
}
