/** /broadcast/:id (scaffold: built by the viewer helper). */
export function BroadcastPage() {
  return <h1>Broadcast</h1>;
}
