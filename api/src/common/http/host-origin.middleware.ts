import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RequestError, RequestErrorCode } from '../errors/request-error.js';
import { BODY_METHODS } from './json-body-headers.middleware.js';
import { WIDGET_ENDPOINTS } from './widget-endpoints.js';

// Probes address a pod or container by its IP; they read nothing and change nothing.
const PROBES = /^\/(healthz|readyz)(\/|$)/;

/** Whether `hostname` is one of `allowed`: exact names, `.domain` for it and its subdomains, `*`. */
export function hostAllowed(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowed.some(
    (entry) =>
      entry === '*' ||
      entry === host ||
      (entry.startsWith('.') && (host === entry.slice(1) || host.endsWith(entry))),
  );
}

/**
 * Two checks before anything else runs:
 * - the Host must be one this server answers for (ALLOWED_HOSTS), so a page on a rebound name
 *   (rebind.attacker.example -> 127.0.0.1) cannot use the API as "this computer";
 * - a request that changes something and carries an Origin must come from this site, a CORS_ORIGINS
 *   site, or, for the widget's endpoints only, a WIDGET_ORIGINS site. Browsers send Origin on such
 *   requests; clients without one (curl, scripts, the tests) are judged by the other guards.
 * Only behind a trusted proxy (TRUST_PROXY) does Express read the host from X-Forwarded-Host.
 */
@Injectable()
export class HostOriginMiddleware implements NestMiddleware {
  private readonly fullOrigins: Set<string>;
  private readonly widgetOrigins: Set<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.fullOrigins = new Set(config.corsOrigins);
    this.widgetOrigins = new Set(config.widgetOrigins);
  }

  use(req: Request, _res: Response, next: NextFunction): void {
    if (PROBES.test(req.originalUrl)) return next();
    const hostname = req.hostname;
    if (!hostname || !hostAllowed(hostname, this.config.allowedHosts)) {
      throw new RequestError(RequestErrorCode.HostNotServed, { host: hostname ?? '' });
    }
    const origin = req.get('Origin');
    if (origin === undefined || !BODY_METHODS.has(req.method) || this.originAllowed(req, origin))
      return next();
    throw new RequestError(RequestErrorCode.CrossSiteRefused);
  }

  private originAllowed(req: Request, origin: string): boolean {
    if (this.fullOrigins.has(origin)) return true;
    if (
      WIDGET_ENDPOINTS.test(req.originalUrl) &&
      (this.widgetOrigins.has('*') || this.widgetOrigins.has(origin))
    )
      return true;
    try {
      return new URL(origin).host.toLowerCase() === (req.host ?? '').toLowerCase();
    } catch {
      return false; // "null" (sandboxed frames, privacy redirects) and anything unparsable
    }
  }
}
