import {
  BadRequestException,
  HttpException,
  Inject,
  Injectable,
  type NestMiddleware,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

function toHttpException(error: BodyParserError, limit: number): HttpException {
  switch (error.type) {
    case 'entity.too.large':
      return new PayloadTooLargeException(
        `Request body is larger than the limit of ${limit} bytes`,
      );
    case 'entity.parse.failed':
      return new BadRequestException('Request body is not valid JSON');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new UnsupportedMediaTypeException('Request body must be UTF-8 encoded JSON');
    default:
      return new BadRequestException('Request body could not be read');
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Parses JSON bodies with a size limit (a larger one for uploads) and turns parser failures into the
 * API's error shape. Runs as Nest middleware so its errors pass through the one exception filter.
 */
@Injectable()
export class JsonBodyMiddleware implements NestMiddleware {
  private readonly defaultParser: RequestHandler;
  private readonly uploadParser: RequestHandler;
  private readonly uploadLimit: number;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // Base64 grows data by 4/3; leave room for the JSON around it.
    this.uploadLimit = Math.ceil((config.uploadMaxBytes * 4) / 3) + 64 * 1024;
    this.defaultParser = express.json({ limit: config.jsonBodyLimit, strict: true });
    this.uploadParser = express.json({ limit: this.uploadLimit, strict: true });
  }

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (!BODY_METHODS.has(req.method)) return next();
    const length = Number(req.headers['content-length'] ?? 0);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if ((length > 0 || chunked) && !req.is('application/json')) {
      throw new UnsupportedMediaTypeException('Content-Type must be application/json');
    }
    const isUpload = req.originalUrl.startsWith('/api/upload');
    const parser = isUpload ? this.uploadParser : this.defaultParser;
    const limit = isUpload ? this.uploadLimit : this.config.jsonBodyLimit;
    await new Promise<void>((resolve, reject) => {
      parser(req, res, (error?: unknown) =>
        error ? reject(toHttpException(error as BodyParserError, limit)) : resolve(),
      );
    });
    next();
  }
}
