import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Database from 'better-sqlite3';
import type { UncachedSearch } from './players-uncached';

/**
 * Child process of the bench: the floor to compare with. A bare node:http server answering the
 * default players list (top 50 by rgf rating, with the total) from the same SQLite file with the
 * same SQL, and no framework at all. argv: <sqlite path> <port> [searches file]: with the file
 * (players-uncached.ts), each of its searches' query strings (`/players?...`) is answered by
 * running the statements our API runs for it, as they are, and sending the rows.
 */
function main(): void {
  const [path, port, searchesFile] = process.argv.slice(2);
  const db = new Database(path, { readonly: true });
  const page = db.prepare(
    'select id, last_name, first_name, last_name_latin, first_name_latin, nickname, location_id, birth_year, ' +
      'rank, egd_pin, start_date, last_update, last_tournament_id, last_tournament_date, rgf_rating, ' +
      'rgf_deviation, egf_rating, glicko_rating, glicko_deviation, glicko_volatility from player ' +
      'order by rgf_rating desc nulls last, id desc nulls last limit 50 offset 0',
  );
  const count = db.prepare('select count(*) as n from player');
  const searches = new Map<string, UncachedSearch>();
  if (searchesFile) {
    const list = JSON.parse(readFileSync(searchesFile, 'utf8')) as UncachedSearch[];
    for (const search of list) searches.set(`/players?${search.query}`, search);
  }
  // Prepared once per text, as our API's statement cache does.
  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  /** The page with its total riding along (total__), or counted apart when empty. */
  const answer = (search: UncachedSearch) => {
    const [first, ...rest] = search.statements;
    const items = prepared(first.sql).all(first.bindings) as Array<Record<string, unknown>>;
    let total = Number(items[0]?.total__ ?? 0);
    for (const item of items) delete item.total__;
    for (const statement of rest) {
      const row = prepared(statement.sql).get(statement.bindings) as Record<string, unknown>;
      total = Number(Object.values(row)[0]);
    }
    return { items, total, limit: search.limit, offset: search.offset };
  };
  const server = createServer((req, res) => {
    const search = req.url ? searches.get(req.url) : undefined;
    if (search || req.url?.startsWith('/players')) {
      const body = JSON.stringify(
        search
          ? answer(search)
          : {
              items: page.all(),
              total: (count.get() as { n: number }).n,
              limit: 50,
              offset: 0,
            },
      );
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
      return;
    }
    res.writeHead(404).end();
  });
  server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
}

main();
