import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { BODY_LIMIT_KEY, type BodyLimitOf } from './body-limit.decorator.js';
import { BODY_METHODS } from './json-body-headers.middleware.js';
import { readJsonBody } from './json-body.js';

/**
 * Reads the JSON body only once the route's guards (rate limit, admin token, owner) have let the
 * request through: interceptors run after guards, so a refused request never has its body read.
 * The limit is the route's `@BodyLimit`, or JSON_BODY_LIMIT; a body no larger than JSON_BODY_LIMIT
 * must arrive within HTTP_BODY_TIMEOUT_MS.
 */
@Injectable()
export class JsonBodyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (!BODY_METHODS.has(req.method) || req.body !== undefined) return next.handle();
    const limitOf = this.reflector.get<BodyLimitOf | undefined>(
      BODY_LIMIT_KEY,
      context.getHandler(),
    );
    const limit = limitOf ? limitOf(this.config) : this.config.jsonBodyLimit;
    // Small bodies get HTTP_BODY_TIMEOUT_MS; an upload may take the whole HTTP_REQUEST_TIMEOUT_MS.
    const timeoutMs =
      limit <= this.config.jsonBodyLimit ? this.config.http.bodyTimeoutMs : undefined;
    return from(readJsonBody(req, { limit, timeoutMs })).pipe(
      switchMap((body) => {
        req.body = body;
        return next.handle();
      }),
    );
  }
}
