/** /broadcast/:id/console (scaffold: built by the console helper). */
export function ConsolePage() {
  return <h1>Console</h1>;
}
