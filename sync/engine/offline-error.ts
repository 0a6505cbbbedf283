/** The network is unreachable: nothing is wrong with the data, try again when back online. */
export class SyncOfflineError extends Error {
  override readonly name = 'SyncOfflineError';

  constructor(options?: ErrorOptions) {
    super('The network is unreachable', options);
  }
}

export function isSyncOfflineError(error: unknown): error is SyncOfflineError {
  return error instanceof SyncOfflineError;
}
