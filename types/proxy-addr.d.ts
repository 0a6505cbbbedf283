/** proxy-addr (Express's own reader of req.ip): the client's address behind trusted proxies. */
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  /** Whether the proxy at `address`, `hop` steps from this server, is trusted. */
  type Trust = (address: string, hop: number) => boolean;

  function proxyaddr(request: IncomingMessage, trust: Trust): string;

  export = proxyaddr;
}
