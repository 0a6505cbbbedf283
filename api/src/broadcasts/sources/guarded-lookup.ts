import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { SgfAddressPolicy } from './sgf-address-policy';

/** Every address a name resolves to (as DNS answers it). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** A name that resolves to an address the policy refuses; its message is for the log. */
export class RefusedAddressError extends Error {}

function familyOf(family: number | string | undefined): 0 | 4 | 6 {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return 0;
}

/**
 * The DNS lookup of the poller's connections: a name is refused when any address it resolves to
 * is refused, else the connection is made to the addresses checked here and no other (a second
 * resolution, DNS rebinding, never happens between the check and the connection).
 */
export function guardedLookup(policy: SgfAddressPolicy, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const problem = found.map((entry) => policy.addressProblem(entry.address)).find(Boolean);
        if (problem) {
          callback(new RefusedAddressError(`${hostname}: ${problem}`), '');
          return;
        }
        const family = familyOf(options.family);
        const usable = found.filter((entry) => family === 0 || entry.family === family);
        if (usable.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} has no address`);
          error.code = 'ENOTFOUND';
          callback(error, '');
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, usable[0].address, usable[0].family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
