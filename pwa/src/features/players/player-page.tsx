export function PlayerPage() {
  return <h1>PlayerPage</h1>;
}
