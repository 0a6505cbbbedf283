import { WebSocketServer, type WebSocket } from 'ws';

/**
 * Child process of the play bench: the floor to compare with. A plain `ws` server speaking the
 * play socket's messages with no framework, database, validation or clock: 'watch' joins a game
 * and answers its state, a player's 'action' appends the move, answers 'reply' and sends the
 * move as a delta ({ seq, moves: [move] }, serialised once) to every socket of the game, as our
 * server does. argv: <port>.
 */
interface BareGame {
  sockets: Set<WebSocket>;
  seq: number;
  moves: string[];
}

interface BareMessage {
  type?: string;
  gameId?: number;
  requestId?: number;
  action?: { kind?: string; move?: string };
}

function main(): void {
  const port = Number(process.argv[2]);
  const games = new Map<number, BareGame>();
  const gameOf = (id: number): BareGame => {
    let game = games.get(id);
    if (!game) {
      game = { sockets: new Set(), seq: 0, moves: [] };
      games.set(id, game);
    }
    return game;
  };
  const stateOf = (id: number, game: BareGame) =>
    JSON.stringify({ type: 'state', gameId: id, state: { id, seq: game.seq, moves: game.moves } });

  const server = new WebSocketServer({ host: '127.0.0.1', port, backlog: 4096 });
  server.on('connection', (socket) => {
    const watched = new Set<number>();
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as BareMessage;
      const id = Number(message.gameId);
      if (message.type === 'watch') {
        const game = gameOf(id);
        game.sockets.add(socket);
        watched.add(id);
        socket.send(stateOf(id, game));
      } else if (message.type === 'action' && message.action?.kind === 'move') {
        const game = gameOf(id);
        game.moves.push(String(message.action.move));
        game.seq++;
        socket.send(JSON.stringify({ type: 'reply', requestId: message.requestId, ok: true }));
        const delta = JSON.stringify({
          type: 'delta',
          gameId: id,
          seq: game.seq,
          moves: [game.moves[game.moves.length - 1]],
        });
        for (const watcher of game.sockets) watcher.send(delta);
      }
    });
    socket.on('close', () => {
      for (const id of watched) games.get(id)?.sockets.delete(socket);
    });
  });
  server.on('listening', () => process.send?.('ready'));
}

main();
