import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { isLoopbackHost } from './loopback-host';

/**
 * The policy for the PWA and the OpenAPI page alike: every script, style sheet, worker and
 * request from our own origin; inline styles (React style props, Swagger UI's page) but no
 * inline scripts; images also from data: and blob: URLs (avatar previews); nobody may frame us.
 * WebAssembly may be compiled ('wasm-unsafe-eval', which allows no JavaScript eval): the bot's
 * network (tfjs's wasm backend) and board recognition (OpenCV) run as WebAssembly in workers.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** The CSP directives that the payment provider's widget needs, beyond our own. */
const PAYMENT_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'connect-src',
  'frame-src',
  'form-action',
] as const;

/**
 * The policy with the payment provider's origin (the origin of TBANK_WIDGET_URL) allowed where
 * its widget works: its script, styles, images and requests, the payment frame and the form it
 * posts to. Without a widget (or one on our own origin) the policy is ours alone.
 */
export function contentSecurityPolicy(paymentWidgetUrl: string | null): Record<string, string[]> {
  const directives: Record<string, string[]> = { ...CONTENT_SECURITY_POLICY };
  if (!paymentWidgetUrl) return directives;
  const origin = new URL(paymentWidgetUrl).origin;
  for (const name of PAYMENT_DIRECTIVES) {
    directives[name] = [...(directives[name] ?? ["'self'"]), origin];
  }
  return directives;
}

/**
 * GoGlass's recognizer worker (pwa features/go-glass, OpenCV inside): OpenCV's bindings are
 * built at start with `new Function`, so this one script runs under a policy that allows eval.
 * A worker runs under the policy of its own script's response, so the pages keep theirs.
 */
export const VISION_WORKER_PATH = /^\/assets\/vision\.worker-[\w-]+\.js$/;

function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Browser features and who may use them (Permissions-Policy): the camera for our own pages (the
 * GoGlass board recognition will use it), everything else the app does not use for nobody, nor
 * for anything it embeds. Only features Chromium knows, or its console reports the header.
 */
export const PERMISSIONS_POLICY: Readonly<Record<string, readonly 'self'[]>> = {
  camera: ['self'],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
  'display-capture': [],
  'screen-wake-lock': [],
  'xr-spatial-tracking': [],
  'idle-detection': [],
  'publickey-credentials-get': [],
};

export function permissionsPolicyHeader(): string {
  return Object.entries(PERMISSIONS_POLICY)
    .map(([feature, allowed]) => `${feature}=(${allowed.join(' ')})`)
    .join(', ');
}

/**
 * helmet's security headers and the Permissions-Policy on every response (the recognizer's worker
 * with eval allowed). Two departures from its defaults:
 * - Referrer-Policy strict-origin-when-cross-origin: with 'no-referrer' a browser sends
 *   `Origin: null` on the app's own POSTs, which the origin check would refuse;
 * - HSTS only when the site is served over https (publicUrl) and not to localhost, which must
 *   stay reachable over plain http.
 */
export function securityHeaders(
  publicUrl: string,
  paymentWidgetUrl: string | null = null,
): RequestHandler[] {
  const directives = contentSecurityPolicy(paymentWidgetUrl);
  const visionWorkerPolicy = policyHeader({
    ...directives,
    'script-src': [...directives['script-src'], "'unsafe-eval'"],
  });
  const evalForVisionWorker = (request: Request, response: Response, next: NextFunction) => {
    if (VISION_WORKER_PATH.test(request.path)) {
      response.setHeader('Content-Security-Policy', visionWorkerPolicy);
    }
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives,
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  const permissionsPolicy = permissionsPolicyHeader();
  const permissions = (_request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Permissions-Policy', permissionsPolicy);
    next();
  };
  const https = publicUrl.startsWith('https:');
  const hsts = helmet.strictTransportSecurity();
  const conditionalHsts = (request: Request, response: Response, next: NextFunction) => {
    if (https && !isLoopbackHost(request.hostname)) return hsts(request, response, next);
    next();
  };
  return [headers, evalForVisionWorker, permissions, conditionalHsts];
}
