import { createServer } from 'node:http';
import Database from 'better-sqlite3';

/**
 * Child process of the bench: the floor to compare with. A bare node:http server answering the
 * default players list (top 50 by rgf rating, with the total) from the same SQLite file with the
 * same SQL, and no framework at all. argv: <sqlite path> <port>.
 */
function main(): void {
  const [path, port] = process.argv.slice(2);
  const db = new Database(path, { readonly: true });
  const page = db.prepare(
    'select id, last_name, first_name, last_name_latin, first_name_latin, nickname, location_id, birth_year, ' +
      'rank, egd_pin, start_date, last_update, last_tournament_id, last_tournament_date, rgf_rating, ' +
      'rgf_deviation, egf_rating, glicko_rating, glicko_deviation, glicko_volatility from player ' +
      'order by rgf_rating desc nulls last, id desc nulls last limit 50 offset 0',
  );
  const count = db.prepare('select count(*) as n from player');
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/players')) {
      const body = JSON.stringify({
        items: page.all(),
        total: (count.get() as { n: number }).n,
        limit: 50,
        offset: 0,
      });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
      return;
    }
    res.writeHead(404).end();
  });
  server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
}

main();
