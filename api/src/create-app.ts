import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { RequestContext, type MikroORM } from '@mikro-orm/core';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import type { AccountsConfig } from './common/config/accounts-config';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import { BoundedWsAdapter } from './common/ws/bounded-ws-adapter';
import { requestIdMiddleware } from './logs/request-context';
import { ServerLog } from './logs/server-log.service';
import { StoringLogger } from './logs/storing-logger';
import { originCheck } from './common/security/origin-check.middleware';
import { securityHeaders } from './common/security/security-headers';
import { BodyDepthPipe } from './common/validation/body-depth.pipe';
import { BodyTextPipe } from './common/validation/body-text.pipe';
import { rejectControlCharactersInQuery } from './common/validation/query-text.middleware';
import { createValidationPipe } from './common/validation/validation.pipe';

export const API_PREFIX = 'api/v1';

export interface AppOptions {
  /** Built PWA to serve at / (with the SPA fallback), when it exists. */
  pwaDir?: string;
  /** Translation files served at /locales. */
  localesDir?: string;
  logger?: boolean;
  /** Links in e-mails, SMTP or outbox, uploads; tests pass their own temporary directories. */
  accounts: AccountsConfig;
}

/** The HTTP application: the API under /api/v1, its OpenAPI page at /api/docs, and the PWA. */
export async function createApp(
  orm: MikroORM,
  options: AppOptions,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forOrm(orm, options.accounts),
    {
      logger: options.logger === false ? false : ['error', 'warn', 'log'],
    },
  );
  const serverLog = app.get(ServerLog);
  app.useLogger(new StoringLogger(serverLog, options.logger !== false));
  app.useWebSocketAdapter(new BoundedWsAdapter(app));
  app.disable('x-powered-by');
  // Clients revalidate through the sync protocol's revisions, not ETags; hashing every list costs.
  app.set('etag', false);
  app.use(requestIdMiddleware);
  app.use(
    ...securityHeaders(options.accounts.publicUrl, options.accounts.donate?.widgetUrl ?? null),
  );
  app.use(compression());
  app.use(cookieParser());
  app.use(originCheck(options.accounts));
  app.use(rejectControlCharactersInQuery(API_PREFIX));
  app.use((_req: Request, _res: Response, next: NextFunction) =>
    RequestContext.create(orm.em, next),
  );
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(new BodyDepthPipe(), new BodyTextPipe(), createValidationPipe());
  app.useGlobalFilters(
    new ApiExceptionFilter((request, status, error) =>
      serverLog.recordRequestError(request, status, error),
    ),
  );

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Go federation API')
      .setDescription('Players, tournaments, games and ratings')
      .setVersion('1')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });

  if (options.localesDir && existsSync(options.localesDir)) {
    app.useStaticAssets(options.localesDir, { prefix: '/locales' });
  }
  if (options.pwaDir && existsSync(join(options.pwaDir, 'index.html'))) {
    const index = join(options.pwaDir, 'index.html');
    app.useStaticAssets(options.pwaDir, { index: false });
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' || req.path.startsWith('/api/') || req.path.startsWith('/locales/'))
        return next();
      res.sendFile(index);
    });
  }
  return app;
}
