import { beforeEach, describe, expect, it, vi } from 'vitest';
import { offerUpdates, type UpdatableWorker } from './service-worker';
import { useServiceWorkerUpdate } from './service-worker-update';

function fakeWorker() {
  const listeners = new Map<string, Array<() => void>>();
  const worker = {
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: vi.fn(),
  } satisfies UpdatableWorker;
  const emit = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  return { worker, emit };
}

describe('offerUpdates', () => {
  beforeEach(() => {
    useServiceWorkerUpdate.setState({ needRefresh: false, updateNow: () => undefined });
  });

  it('raises needRefresh when a new version is waiting', () => {
    const { worker, emit } = fakeWorker();
    offerUpdates(worker, vi.fn());
    expect(useServiceWorkerUpdate.getState().needRefresh).toBe(false);
    emit('waiting');
    expect(useServiceWorkerUpdate.getState().needRefresh).toBe(true);
  });

  it('activates the waiting version and reloads once it controls the page', () => {
    const { worker, emit } = fakeWorker();
    const reload = vi.fn();
    offerUpdates(worker, reload);
    emit('controlling');
    expect(reload).not.toHaveBeenCalled();
    emit('waiting');
    useServiceWorkerUpdate.getState().updateNow();
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });
});
