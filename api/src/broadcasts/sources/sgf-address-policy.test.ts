import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';
import { SgfAddressPolicy } from './sgf-address-policy';

const DEFAULTS = new SgfAddressPolicy({ sgfAllowedNetworks: [], sgfPorts: [] });

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private (RFC 1918)'],
    ['172.16.0.1', 'private (RFC 1918)'],
    ['172.31.255.255', 'private (RFC 1918)'],
    ['192.168.1.10', 'private (RFC 1918)'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::7f00:1', 'NAT64 to loopback'],
    ['64:ff9b::a00:1', 'NAT64 to a private address'],
    ['2002:7f00:1::1', '6to4'],
    ['localhost', 'a name, not an address'],
  ])('%s is not public (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.128.0.1',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('reads a NAT64 address as the IPv4 address it reaches', () => {
    expect(isPublicAddress('64:ff9b::808:808')).toBe(true);
    expect(isPublicAddress('64:ff9b::8.8.8.8')).toBe(true);
    expect(isPublicAddress('64:ff9b::192.168.0.1')).toBe(false);
  });
});

describe('SgfAddressPolicy', () => {
  it('refuses what is not http(s), ports other than 80 and 443, and hosts that are not public', () => {
    const refused = [
      'ftp://example.org/game.sgf',
      'file:///etc/passwd',
      'http://example.org:22/game.sgf',
      'https://example.org:8443/game.sgf',
      'http://127.0.0.1/game.sgf',
      'http://127.1/game.sgf',
      'http://0x7f000001/game.sgf',
      'http://2130706433/game.sgf',
      'http://0177.0.0.1/game.sgf',
      'http://[::1]/game.sgf',
      'http://[::ffff:127.0.0.1]/game.sgf',
      'http://0.0.0.0/game.sgf',
      'http://localhost/game.sgf',
      'http://LOCALHOST./game.sgf',
      'http://relay.localhost/game.sgf',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/game.sgf',
      'http://192.168.1.10/game.sgf',
      'not a url',
    ];
    for (const address of refused) expect(DEFAULTS.accepts(address), address).toBe(false);
    const accepted = [
      'http://example.org/game.sgf',
      'https://relay.example.org:443/live/1.sgf',
      'http://example.org:80/game.sgf',
      'http://8.8.8.8/game.sgf',
      'http://[2606:4700::1111]/game.sgf',
    ];
    for (const address of accepted) expect(DEFAULTS.accepts(address), address).toBe(true);
  });

  it('says why, for the log', () => {
    expect(DEFAULTS.urlProblem(new URL('http://0x7f000001/x'))).toBe(
      '127.0.0.1 is not a public address',
    );
    expect(DEFAULTS.urlProblem(new URL('http://example.org:8080/x'))).toBe(
      'port 8080 is not allowed',
    );
    expect(DEFAULTS.urlProblem(new URL('gopher://example.org/x'))).toBe(
      'the scheme gopher: is neither http: nor https:',
    );
    expect(DEFAULTS.urlProblem(new URL('http://localhost/x'))).toBe('localhost names this machine');
  });

  it('allows the networks and ports the settings add, and nothing more', () => {
    const lan = new SgfAddressPolicy({
      sgfAllowedNetworks: ['192.168.1.0/24', 'fd00::/8'],
      sgfPorts: [{ from: 8000, to: 8099 }],
    });
    expect(lan.accepts('http://192.168.1.20:8080/round.sgf')).toBe(true);
    expect(lan.accepts('http://[fd00::20]:8000/round.sgf')).toBe(true);
    expect(lan.addressProblem('::ffff:192.168.1.20')).toBeNull();
    expect(lan.accepts('http://192.168.2.20:8080/round.sgf')).toBe(false);
    expect(lan.accepts('http://192.168.1.20:8100/round.sgf')).toBe(false);
    expect(lan.accepts('http://127.0.0.1:8080/round.sgf')).toBe(false);
    expect(lan.accepts('http://localhost:8080/round.sgf')).toBe(false);

    const loopback = new SgfAddressPolicy({
      sgfAllowedNetworks: ['127.0.0.1/32', '::1/128'],
      sgfPorts: [],
    });
    expect(loopback.accepts('http://localhost/round.sgf')).toBe(true);
    expect(loopback.accepts('http://127.0.0.2/round.sgf')).toBe(false);
  });
});
