import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig, type RateLimitedCall } from '../../config/app-config.js';
import { clientKey } from '../http/client-address.js';
import { RATE_LIMIT_KEY } from './rate-limit.decorator.js';
import { RATE_LIMIT_STORE } from './rate-limit.tokens.js';
import type { RateLimitStore } from './rate-limit.store.js';

/** 429 with Retry-After once a client has used up its window for a kind of call. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger('RateLimit');

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const call = this.reflector.get<RateLimitedCall | undefined>(
      RATE_LIMIT_KEY,
      context.getHandler(),
    );
    if (!call) return true;
    const { limit, windowSeconds } = this.config.rateLimits[call];
    const request = context.switchToHttp().getRequest<Request>();
    let used;
    try {
      used = await this.store.hit(`${call}:${clientKey(request)}`, windowSeconds * 1000);
    } catch (error) {
      // The limiter must not take the product down with it: without its store, requests pass.
      this.logger.warn(`Rate limit store unavailable, not limiting: ${(error as Error).message}`);
      return true;
    }
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('RateLimit-Limit', String(limit));
    response.setHeader('RateLimit-Remaining', String(Math.max(0, limit - used.count)));
    if (used.count <= limit) return true;
    const retryAfter = Math.max(1, Math.ceil(used.resetInMs / 1000));
    response.setHeader('Retry-After', String(retryAfter));
    throw new HttpException(
      `Too many requests. Please try again in ${retryAfter} seconds.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
