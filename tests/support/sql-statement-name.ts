/** A statement as its verb and table: 'begin', 'insert live_game_event', 'update live_game', ... */
export function sqlStatementName(sql: string): string {
  const text = sql.trim().toLowerCase();
  const verb = text.split(/\s+/)[0].replace(/;$/, '');
  const table = /(?:insert into|update|from)\s+["`]?(\w+)/.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}
