/** /broadcasts/new (scaffold: built by the console helper). */
export function NewBroadcastPage() {
  return <h1>New broadcast</h1>;
}
