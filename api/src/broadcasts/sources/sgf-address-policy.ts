import { BlockList, isIP } from 'node:net';
import type { BroadcastSettings } from '../../common/config/broadcast-config';
import { isPublicAddress, withoutZone } from './public-address';

const USUAL_PORTS: readonly number[] = [80, 443];
/** Names of this machine whatever the resolver says (RFC 6761), with or without the final dot. */
const LOCALHOST = /(^|\.)localhost\.?$/i;
const LOOPBACK = ['127.0.0.1', '::1'];

export type SgfSourceSettings = Pick<BroadcastSettings, 'sgfAllowedNetworks' | 'sgfPorts'>;

/**
 * Where broadcast boards' SGF addresses may lead: http or https, on port 80 or 443 or one the
 * settings add, to public addresses only, or to the networks the settings allow (a federation's
 * own LAN). The SGF poller asks it of every address it connects to, after DNS and after every
 * redirect; creating a board asks it of the address as written.
 */
export class SgfAddressPolicy {
  private readonly allowed = new BlockList();

  constructor(private readonly settings: SgfSourceSettings) {
    for (const network of settings.sgfAllowedNetworks) {
      const [address, bits] = network.split('/');
      this.allowed.addSubnet(address, Number(bits), isIP(address) === 6 ? 'ipv6' : 'ipv4');
    }
  }

  /** Why the address may not be connected to (for the server's log); null when it may. */
  addressProblem(text: string): string | null {
    const address = withoutZone(text);
    const family = isIP(address);
    if (family === 0) return `'${text}' is not an IP address`;
    if (this.allowed.check(address, family === 6 ? 'ipv6' : 'ipv4')) return null;
    return isPublicAddress(address) ? null : `${address} is not a public address`;
  }

  /**
   * Why the URL may not be fetched (for the server's log): its scheme, its port, or a host that
   * is an address refused or a name of this machine; null when it may be. Host names are checked
   * again where they resolve (the poller's DNS lookup).
   */
  urlProblem(url: URL): string | null {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return `the scheme ${url.protocol} is neither http: nor https:`;
    }
    const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
    if (!this.portAllowed(port)) return `port ${port} is not allowed`;
    // the URL parser has already read 0x7f000001, 2130706433 and 127.1 as 127.0.0.1
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) !== 0) return this.addressProblem(host);
    if (LOCALHOST.test(host)) {
      const refused = LOOPBACK.some((address) => this.addressProblem(address) !== null);
      return refused ? `${host} names this machine` : null;
    }
    return null;
  }

  /** The address as written is acceptable for a board (http(s), allowed port and host). */
  accepts(address: string): boolean {
    return URL.canParse(address) && this.urlProblem(new URL(address)) === null;
  }

  private portAllowed(port: number): boolean {
    return (
      USUAL_PORTS.includes(port) ||
      this.settings.sgfPorts.some((range) => range.from <= port && port <= range.to)
    );
  }
}
