/** /broadcasts (scaffold: built by the viewer helper). */
export function BroadcastsPage() {
  return <h1>Broadcasts</h1>;
}
