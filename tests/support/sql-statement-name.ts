/**
 * A statement as its verb and table: 'begin', 'insert live_game_event', 'update live_game', ...;
 * a statement with writes in a WITH as 'with ' and its writes: 'with insert live_game_event,
 * update live_game'.
 */
export function sqlStatementName(sql: string): string {
  const text = sql.trim().toLowerCase();
  const verb = text.split(/\s+/)[0].replace(/;$/, '');
  if (verb === 'with') return `with ${sqlStatementWrites(text).join(', ')}`;
  const table = /(?:insert into|update|from)\s+["`]?(\w+)/.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** What a statement does, one name a part: a WITH statement's writes in order, else its name. */
export function sqlStatementParts(sql: string): string[] {
  const text = sql.trim().toLowerCase();
  return text.startsWith('with ') ? sqlStatementWrites(text) : [sqlStatementName(text)];
}

function sqlStatementWrites(text: string): string[] {
  return [...text.matchAll(/\b(insert into|update|delete from)\s+["`]?(\w+)/g)].map(
    ([, verb, table]) => `${verb.split(' ')[0]} ${table}`,
  );
}
