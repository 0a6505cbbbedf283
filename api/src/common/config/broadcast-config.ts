import { isIP } from 'node:net';
import { ConfigError } from './config-values';

/** A range of TCP ports, both ends included. */
export interface PortRange {
  from: number;
  to: number;
}

/** Broadcasts' SGF sources and the live streams' limits, read once at boot (app-config.ts). */
export interface BroadcastSettings {
  /**
   * Networks (CIDR) the SGF poller may reach although they are private, loopback or link-local
   * (BROADCAST_SGF_ALLOWED_NETWORKS): a federation polling a relay on its own LAN.
   */
  sgfAllowedNetworks: readonly string[];
  /** Ports an SGF address may use besides 80 and 443 (BROADCAST_SGF_PORTS). */
  sgfPorts: readonly PortRange[];
  /**
   * Server-Sent Event streams (broadcasts' and the lobby's) one client IP may hold open at once
   * on one instance (SSE_STREAMS_PER_IP); more are refused with 429.
   */
  streamsPerIp: number;
}

export const DEFAULT_BROADCAST_SETTINGS: BroadcastSettings = {
  sgfAllowedNetworks: [],
  sgfPorts: [],
  // a venue's Wi-Fi puts a whole tournament hall behind one address
  streamsPerIp: 100,
};

const MAX_STREAMS_PER_IP = 100_000;

function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** '10.0.0.0/8', 'fd00::/8' or one address (a network of one). */
function parseNetwork(text: string): string {
  const [address, bits, ...rest] = text.split('/');
  const family = isIP(address);
  const max = family === 6 ? 128 : 32;
  const valid =
    family !== 0 &&
    rest.length === 0 &&
    (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max));
  if (!valid) {
    throw new ConfigError(
      `BROADCAST_SGF_ALLOWED_NETWORKS must list networks such as 192.168.1.0/24, got '${text}'`,
    );
  }
  return bits === undefined ? `${address}/${max}` : text;
}

/** '8080' or '8000-8099'. */
function parsePortRange(text: string): PortRange {
  const match = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(text);
  const from = Number(match?.[1]);
  const to = Number(match?.[2] ?? match?.[1]);
  if (!match || from < 1 || to > 65535 || from > to) {
    throw new ConfigError(
      `BROADCAST_SGF_PORTS must list ports 1 to 65535 or ranges such as 8000-8099, got '${text}'`,
    );
  }
  return { from, to };
}

function parseStreamsPerIp(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_BROADCAST_SETTINGS.streamsPerIp;
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > MAX_STREAMS_PER_IP) {
    throw new ConfigError(
      `SSE_STREAMS_PER_IP must be a whole number from 1 to ${MAX_STREAMS_PER_IP}, got '${value}'`,
    );
  }
  return count;
}

export function parseBroadcastSettings(env: NodeJS.ProcessEnv): BroadcastSettings {
  return {
    sgfAllowedNetworks: listOf(env.BROADCAST_SGF_ALLOWED_NETWORKS).map(parseNetwork),
    sgfPorts: listOf(env.BROADCAST_SGF_PORTS).map(parsePortRange),
    streamsPerIp: parseStreamsPerIp(env.SSE_STREAMS_PER_IP),
  };
}
