/** Anything OpenCV allocates in its wasm heap: it must be deleted, the garbage collector never frees it. */
export interface Deletable {
  delete(): void;
}

/** Runs `work` and deletes every object it tracked, whatever happens. */
export function withScope<T>(work: (track: <D extends Deletable>(object: D) => D) => T): T {
  const tracked: Deletable[] = [];
  const track = <D extends Deletable>(object: D): D => {
    tracked.push(object);
    return object;
  };
  try {
    return work(track);
  } finally {
    for (const object of tracked.reverse()) object.delete();
  }
}
