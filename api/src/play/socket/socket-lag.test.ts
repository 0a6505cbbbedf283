import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { SocketLagMeter } from './socket-lag';

describe('SocketLagMeter', () => {
  let server: WebSocketServer;
  let client: WebSocket;
  const meter = new SocketLagMeter();
  afterEach(async () => {
    meter.close();
    client.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A server socket measured by the meter, and its client (answering pings after `delayMs`). */
  async function connected(delayMs: number): Promise<WebSocket> {
    server = new WebSocketServer({ port: 0 });
    const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
    const { port } = server.address() as AddressInfo;
    client = new WebSocket(`ws://127.0.0.1:${port}`, { autoPong: false });
    client.on('ping', (data) => setTimeout(() => client.pong(data), delayMs));
    const socket = await accepted;
    meter.add(socket);
    await vi.waitFor(() => expect(meter.lagOf(socket, undefined)).toBeDefined(), {
      timeout: 5_000,
      interval: 10,
    });
    return socket;
  }

  it('forgives no more lag than it measured: a claim of 1 s from a client 0.3 s away', async () => {
    const socket = await connected(600);
    const bounded = meter.lagOf(socket, 1_000)!;
    expect(bounded).toBeGreaterThanOrEqual(300);
    expect(bounded).toBeLessThan(1_000);
    expect(meter.lagOf(socket, undefined)).toBe(bounded);
    // a smaller claim stands
    expect(meter.lagOf(socket, 50)).toBe(50);
  });

  it('takes the claim of a socket it has not measured', async () => {
    const socket = await connected(0);
    meter.remove(socket);
    expect(meter.lagOf(socket, 700)).toBe(700);
    expect(meter.lagOf(socket, undefined)).toBeUndefined();
  });
});

describe('SocketLagMeter rounds', () => {
  it('spreads a round of pings over the interval instead of pinging every socket at once', () => {
    vi.useFakeTimers();
    try {
      const spread = new SocketLagMeter(1_000);
      const pings = Array.from({ length: 50 }, () => 0);
      pings.forEach((_, index) => spread.add(countingSocket(() => (pings[index] += 1))));
      expect(pings.every((count) => count === 1)).toBe(true); // one at once, on joining

      vi.advanceTimersByTime(100);
      expect(pings.reduce((sum, count) => sum + count, 0)).toBe(50 + 5);
      vi.advanceTimersByTime(900);
      expect(pings.every((count) => count === 2)).toBe(true);
      spread.close();

      const lone = new SocketLagMeter(1_000);
      let lonePings = 0;
      lone.add(countingSocket(() => (lonePings += 1)));
      vi.advanceTimersByTime(950);
      expect(lonePings).toBe(1);
      vi.advanceTimersByTime(100);
      expect(lonePings).toBe(2);
      lone.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A stand-in for a server's open socket that counts the pings sent to it. */
function countingSocket(onPing: () => void): WebSocket {
  const socket = Object.assign(new EventEmitter(), { OPEN: 1, readyState: 1, ping: onPing });
  return socket as unknown as WebSocket;
}
