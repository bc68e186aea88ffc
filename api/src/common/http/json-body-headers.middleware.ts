import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { RequestError, RequestErrorCode } from '../errors/request-error.js';

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The checks on a body that need only its headers, before anything else runs: JSON, UTF-8 and not
 * compressed. A compressed body would be inflated before its size could be judged (12 KB of gzip
 * became 14 MB), so Content-Encoding other than identity is refused outright. The body itself is
 * read later, after the route's guards (see JsonBodyInterceptor).
 */
@Injectable()
export class JsonBodyHeadersMiddleware implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    if (!BODY_METHODS.has(req.method)) return next();
    const length = Number(req.headers['content-length'] ?? 0);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (!(length > 0 || chunked)) return next();
    if (!req.is('application/json')) {
      throw new RequestError(RequestErrorCode.ContentTypeNotJson);
    }
    const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding !== 'identity') {
      throw new RequestError(RequestErrorCode.BodyCompressed);
    }
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
    if (charset !== undefined && charset.toLowerCase() !== 'utf-8') {
      throw new RequestError(RequestErrorCode.BodyNotUtf8);
    }
    next();
  }
}
