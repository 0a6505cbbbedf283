import { WsAdapter } from '@nestjs/platform-ws';
import { PLAY_MESSAGE_MAX_BYTES } from '@sync/contract/play';

type ServerOptions = Parameters<WsAdapter['create']>[1];

/**
 * The WebSocket adapter of every gateway: each `ws` server it makes refuses a frame longer than
 * the largest legal message from the frame's header (close 1009), before reading its payload;
 * `ws` alone would buffer up to 100 MiB of it.
 *
 * The gateways read their sockets' messages themselves (no `@SubscribeMessage`), so Nest's own
 * message pipeline is not bound: it would parse every message a second time, find no handler
 * and throw, which cost a twelfth of the server's time under the play bench.
 */
export class BoundedWsAdapter extends WsAdapter {
  override create(port: number, options?: ServerOptions): ReturnType<WsAdapter['create']> {
    return super.create(port, { ...options, maxPayload: PLAY_MESSAGE_MAX_BYTES });
  }

  override bindMessageHandlers(): void {}
}
