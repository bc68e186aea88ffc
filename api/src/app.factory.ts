import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type {
  CorsOptions,
  CorsOptionsDelegate,
} from '@nestjs/common/interfaces/external/cors-options.interface.js';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { OWNER_HEADER } from './chat/index.js';
import { answerClientErrors } from './common/http/client-errors.js';
import { limitHttpServer } from './common/http/connection-limits.js';
import { dispatchRequests } from './common/http/request-dispatch.js';
import { WIDGET_ENDPOINTS } from './common/http/widget-endpoints.js';
import { StrictValidationPipe } from './common/http/strict-validation.pipe.js';
import { webAssetHandlers } from './common/web/web-assets.js';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';

const STRICT_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

function securityHeaders(
  config: AppConfig,
): (req: Request, res: Response, next: NextFunction) => void {
  const strict = helmet({ contentSecurityPolicy: STRICT_CSP });
  // Swagger UI styles itself inline; only the docs page gets that allowance.
  const docs = helmet({
    contentSecurityPolicy: {
      directives: { ...STRICT_CSP.directives, styleSrc: ["'self'", "'unsafe-inline'"] },
    },
  });
  // /embed is made to be framed by other sites: those in EMBED_ORIGINS, any with `*` (the default).
  const frameAncestors = config.embedOrigins.includes('*')
    ? ['*']
    : ["'self'", ...config.embedOrigins];
  const embeddable = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...STRICT_CSP.directives, frameAncestors },
    },
    frameguard: false,
  });
  // /widget/* is the <ageless-chat> script, its chunks and stylesheet: public files that other
  // sites load (module scripts and chunks are CORS requests; the stylesheet a no-cors one), so
  // they may be read cross-origin. Everything else keeps helmet's same-origin default.
  const widgetFiles = helmet({
    contentSecurityPolicy: STRICT_CSP,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  return (req, res, next) => {
    if (req.path.startsWith('/api/docs')) return docs(req, res, next);
    if (req.path.startsWith('/widget/')) return widgetFiles(req, res, next);
    if (req.path === '/embed' || req.path.startsWith('/embed/')) return embeddable(req, res, next);
    return strict(req, res, next);
  };
}

const EXPOSED_HEADERS = ['X-Request-Id', 'Retry-After', OWNER_HEADER];

/**
 * CORS by path: CORS_ORIGINS may call everything with credentials; WIDGET_ORIGINS only the widget's
 * endpoints, and `*` there means any site, never with credentials (its conversation is kept by the
 * X-Chat-Owner header instead of the cookie). Other origins get no CORS headers at all.
 */
function corsDelegate(config: AppConfig): CorsOptionsDelegate<Request> {
  const full = new Set(config.corsOrigins);
  const widget = new Set(config.widgetOrigins);
  const anyWidgetOrigin = widget.has('*');
  const refuse: CorsOptions = { origin: false };
  return (req, callback) => {
    const origin = req.get('Origin');
    if (origin === undefined) return callback(null, refuse);
    if (full.has(origin) || (widget.has(origin) && WIDGET_ENDPOINTS.test(req.path)))
      return callback(null, { origin, credentials: true, exposedHeaders: EXPOSED_HEADERS });
    if (anyWidgetOrigin && WIDGET_ENDPOINTS.test(req.path))
      return callback(null, { origin: '*', credentials: false, exposedHeaders: EXPOSED_HEADERS });
    callback(null, refuse);
  };
}

/** Builds the whole HTTP application; `main.ts` and the integration tests share it. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // A proxy TRUST_PROXY names carries many clients: its connections are not capped per address.
  const trustsProxy = app.getHttpAdapter().getInstance().get('trust proxy fn') as (
    address: string,
    hop: number,
  ) => boolean;
  const server = app.getHttpServer() as Server;
  // Before the connection limiter's own listener, which counts each request the moment it arrives.
  dispatchRequests(server);
  limitHttpServer(server, config.http, (address) => trustsProxy(address, 0));
  answerClientErrors(server);
  app.use(securityHeaders(config));
  app.enableCors(corsDelegate(config));
  if (config.webRoot) {
    for (const handler of webAssetHandlers(config.webRoot)) app.use(handler);
  }
  app.setGlobalPrefix('api', { exclude: ['healthz', 'readyz'] });
  app.useGlobalPipes(new StrictValidationPipe());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Ageless Connect API')
      .setDescription(
        'Synergy profiles and matches, the retirement guide, tags and the knowledge base.',
      )
      .setVersion('1')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  return app;
}
