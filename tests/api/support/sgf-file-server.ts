import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one path answers: a status and a body (a record, an error page, garbage). */
export interface ServedFile {
  status: number;
  body: string;
}

/**
 * A local http server of files the test changes as it goes (a relay program's SGF file growing),
 * counting the requests each path got.
 */
export interface SgfFileServer {
  /** `http://127.0.0.1:<port><path>` */
  url(path: string): string;
  /** Serves the text with 200 from now on. */
  serve(path: string, body: string): void;
  /** Answers with this status and body from now on. */
  answer(path: string, status: number, body: string): void;
  requests(path: string): number;
  close(): Promise<void>;
}

export async function startSgfFileServer(): Promise<SgfFileServer> {
  const files = new Map<string, ServedFile>();
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const file = files.get(path) ?? { status: 404, body: 'Not found' };
    res.statusCode = file.status;
    res.setHeader('content-type', 'application/x-go-sgf; charset=utf-8');
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, body) => files.set(path, { status: 200, body }),
    answer: (path, status, body) => files.set(path, { status, body }),
    requests: (path) => counts.get(path) ?? 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** An SGF record of a game on a board of `size` with these moves (SGF points) and RE. */
export function sgfRecord(size: number, moves: readonly string[], result?: string): string {
  const colours = ['B', 'W'];
  const nodes = moves.map((point, index) => `;${colours[index % 2]}[${point}]`).join('');
  const re = result === undefined ? '' : `RE[${result}]`;
  return `(;GM[1]FF[4]CA[UTF-8]SZ[${size}]PB[Black Relay]PW[White Relay]${re}${nodes})`;
}
