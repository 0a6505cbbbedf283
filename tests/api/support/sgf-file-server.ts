import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BroadcastSettings } from '@api/common/config/broadcast-config';

/** What lets an app's SGF poller reach the local file server (127.0.0.1, any port). */
export const LOCAL_SGF_SOURCES: Pick<BroadcastSettings, 'sgfAllowedNetworks' | 'sgfPorts'> = {
  sgfAllowedNetworks: ['127.0.0.1/32'],
  sgfPorts: [{ from: 1, to: 65535 }],
};

/** What one path answers: a status and a body (a record, an error page, garbage), headers. */
export interface ServedFile {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/**
 * A local http server of files the test changes as it goes (a relay program's SGF file growing),
 * counting the requests each path got.
 */
export interface SgfFileServer {
  /** `http://<host>:<port><path>` */
  url(path: string): string;
  port: number;
  /** Serves the text with 200 from now on. */
  serve(path: string, body: string): void;
  /** Answers with this status and body from now on. */
  answer(path: string, status: number, body: string): void;
  /** Redirects (302) to the location from now on. */
  redirect(path: string, location: string): void;
  requests(path: string): number;
  close(): Promise<void>;
}

export async function startSgfFileServer(host = '127.0.0.1'): Promise<SgfFileServer> {
  const files = new Map<string, ServedFile>();
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const file = files.get(path) ?? { status: 404, body: 'Not found' };
    res.statusCode = file.status;
    res.setHeader('content-type', 'application/x-go-sgf; charset=utf-8');
    for (const [name, value] of Object.entries(file.headers ?? {})) res.setHeader(name, value);
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://${host}:${port}${path}`,
    port,
    serve: (path, body) => files.set(path, { status: 200, body }),
    answer: (path, status, body) => files.set(path, { status, body }),
    redirect: (path, location) => files.set(path, { status: 302, body: '', headers: { location } }),
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
