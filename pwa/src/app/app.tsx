/**
 * The app shell placeholder: the PWA (routes, offline sync, screens) is built on top of it.
 * Until then it points visitors to the API and its documentation.
 */
export function App() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 640,
        margin: '2rem auto',
        padding: '0 1rem',
      }}
    >
      <h1>Федерация го</h1>
      <p>Рейтинги, турниры и партии игроков в го.</p>
      <ul>
        <li>
          <a href="/api/v1/players">/api/v1/players</a>
        </li>
        <li>
          <a href="/api/v1/tournaments">/api/v1/tournaments</a>
        </li>
        <li>
          <a href="/api/docs">/api/docs</a> (OpenAPI)
        </li>
      </ul>
    </main>
  );
}
