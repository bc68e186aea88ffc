import {
  type DynamicModule,
  type MiddlewareConsumer,
  Module,
  type NestModule,
} from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { ApiExceptionFilter } from './common/errors/api-exception.filter.js';
import { HostOriginMiddleware } from './common/http/host-origin.middleware.js';
import { loggableUrl } from './common/http/log-url.js';
import { JsonBodyHeadersMiddleware } from './common/http/json-body-headers.middleware.js';
import { JsonBodyInterceptor } from './common/http/json-body.interceptor.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/index.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { KnowledgeModule } from './knowledge/index.js';
import { MatchingModule } from './matching/index.js';
import { ProfilesModule } from './profiles/index.js';
import { ChatModule } from './chat/index.js';
import { ConnectionsDataModule, ConnectionsModule } from './connections/index.js';
import { TagsModule } from './tags/index.js';
import { PensionModule } from './pension/index.js';
import { BudgetModule } from './budget/index.js';
import { SiteInfoModule } from './site-info/index.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req, res) => {
              const id = requestId(req);
              res.setHeader('X-Request-Id', id);
              return id;
            },
            // Health probes would drown the log; bodies and credentials never go into it.
            autoLogging: { ignore: (req) => /^\/(healthz|readyz)/.test(req.url ?? '') },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (req: { id: unknown; method: unknown; url: unknown }) => ({
                id: req.id,
                method: req.method,
                // Ids grant access; query strings carry what people typed (/chat?prompt=).
                url: loggableUrl(String(req.url)),
              }),
              res: (res: { statusCode: unknown }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
        DatabaseModule.forRoot(config),
        RateLimitModule,
        HealthModule,
        ProfilesModule,
        // Matching asks connections whom to hide; connections builds on matching (see MatchingModule).
        MatchingModule.forRoot(ConnectionsDataModule),
        ConnectionsModule,
        KnowledgeModule,
        ChatModule,
        TagsModule,
        PensionModule,
        BudgetModule,
        SiteInfoModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: JsonBodyInterceptor },
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HostOriginMiddleware, JsonBodyHeadersMiddleware).forRoutes('{*path}');
  }
}
