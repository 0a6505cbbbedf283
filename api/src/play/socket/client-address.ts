import type { IncomingMessage } from 'node:http';
import type { HttpAdapterHost } from '@nestjs/core';
import type { Application } from 'express';
import proxyaddr from 'proxy-addr';

/** Express's compiled 'trust proxy' setting: whether the proxy at `address` is trusted. */
type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The client's IP of a socket's upgrade request, as Express's req.ip reads it for HTTP: the
 * X-Forwarded-For entries count only through the proxies 'trust proxy' (TRUST_PROXY) trusts.
 * The setting is read at each call, as Express does.
 */
export function clientAddress(request: IncomingMessage, host: HttpAdapterHost): string {
  const express = host.httpAdapter.getInstance<Application>();
  const trust = express.get('trust proxy fn') as TrustProxy;
  return proxyaddr(request, trust);
}
