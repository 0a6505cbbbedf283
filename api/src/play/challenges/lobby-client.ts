import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { sseMessage } from '../../common/realtime/sse';
import type { Watcher } from '../observers/presence-registry';

export interface LobbyMessage {
  /** the challenge_event id */
  id: number;
  text: string;
}

export function sseEvent(id: number, event: string, data: unknown): LobbyMessage {
  return { id, text: sseMessage(event, data, id) };
}

/** One open lobby stream; `cursor` is the id of the last event it was sent. */
export class LobbyClient {
  cursor = 0;
  readonly id = randomUUID();
  /** the last 'presence' event written: the same news is not sent twice */
  private presenceText: string | null = null;

  constructor(
    private readonly res: Response,
    /** the signed-in user watching, kept present in the lobby; null for a guest */
    readonly watcher: Watcher,
  ) {}

  get userId(): number | null {
    return this.watcher?.userId ?? null;
  }

  get closed(): boolean {
    return this.res.writableEnded || this.res.destroyed;
  }

  /** Sends an event once: nothing when the client has it already. */
  send(message: LobbyMessage): void {
    if (message.id <= this.cursor) return;
    this.write(message.text);
    this.cursor = message.id;
  }

  /** The whole list, whatever the client had: it starts again from `message.id`. */
  reset(message: LobbyMessage): void {
    this.write(message.text);
    this.cursor = message.id;
  }

  /** Sends who is around when it differs from what the client was last told. */
  presence(text: string): void {
    if (text === this.presenceText) return;
    this.presenceText = text;
    this.write(text);
  }

  write(text: string): void {
    if (this.closed) return;
    this.res.write(text);
    // compression() buffers unless told to send what it holds
    (this.res as Response & { flush?: () => void }).flush?.();
  }

  end(): void {
    if (!this.closed) this.res.end();
  }
}
