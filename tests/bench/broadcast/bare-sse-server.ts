import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { BroadcastEvent, BroadcastMoveInput } from '@sync/contract/broadcasts';

/**
 * Child process of the broadcast bench: the floor to compare with. A plain node:http server of
 * one broadcast's stream with no framework, database, accounts or checks: GET .../stream answers
 * the SSE headers and a snapshot of the moves, POST .../moves appends the move, answers 201 and
 * writes the move event, serialised once into one buffer, to every stream's socket (as our hub
 * does); GET /api/v1/broadcasts/{id} answers the streams' count as `viewers`. argv: <port>.
 */
function main(): void {
  const port = Number(process.argv[2]);
  const streams = new Set<Socket>();
  const moves: string[] = [];
  const sse = (event: BroadcastEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

  const stream = (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    // as our streams: the body unchunked, its bytes as written, ended by the connection
    response.setHeader('content-type', 'text/event-stream; charset=utf-8');
    response.setHeader('cache-control', 'no-cache, no-transform');
    response.removeHeader('transfer-encoding');
    response.flushHeaders();
    streams.add(socket);
    socket.once('close', () => streams.delete(socket));
    const snapshot = { broadcast: { viewers: streams.size, boards: [{ moves }] } };
    // the snapshot's shape as far as the viewer clients read it
    socket.write(`event: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`);
  };

  const move = (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const input = JSON.parse(body) as BroadcastMoveInput;
      moves.push(input.move);
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ applied: true }));
      const bytes = Buffer.from(
        sse({ type: 'move', board: 1, seq: input.seq, move: input.move, comment: null }),
      );
      for (const socket of streams) socket.write(bytes);
    });
  };

  const server = createServer((request, response) => {
    const url = request.url ?? '';
    if (request.method === 'GET' && url.endsWith('/stream')) return stream(request, response);
    if (request.method === 'POST' && url.endsWith('/moves')) return move(request, response);
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ viewers: streams.size }));
      return;
    }
    response.writeHead(404).end();
  });
  server.listen({ host: '127.0.0.1', port, backlog: 4096 }, () => process.send?.('ready'));
}

main();
