export function PlayersPage() {
  return <h1>PlayersPage</h1>;
}
