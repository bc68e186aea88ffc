import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { requestLanguage } from '../common/http/request-language.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

// A proxy on this computer makes every visitor look local; a request it forwarded is not "this computer".
function forwarded(req: Request): boolean {
  return req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
}

// Hashing first gives both sides the same length, so the comparison takes the same time whatever was sent.
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const TEXT = {
  missing: {
    en: 'This action needs the admin token: send Authorization: Bearer <token>.',
    de: 'Diese Aktion braucht das Admin-Token: Senden Sie Authorization: Bearer <Token>.',
  },
  wrong: { en: 'The admin token is not correct.', de: 'Das Admin-Token ist nicht korrekt.' },
  remote: {
    en: 'Without ADMIN_TOKEN set, documents can only be uploaded or deleted from the computer the API runs on.',
    de: 'Ohne ADMIN_TOKEN können Dokumente nur auf dem Rechner hochgeladen oder gelöscht werden, auf dem die API läuft.',
  },
};

/**
 * Who may change the knowledge base. With ADMIN_TOKEN: a matching bearer token (401 without one,
 * 403 for a wrong one). Without: only requests from loopback that no proxy forwarded, so a local
 * reverse proxy does not open the door (and the Host check keeps rebound names out).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const language = requestLanguage(req);
    const expected = this.config.adminToken;
    if (expected === undefined) {
      if (LOOPBACK.has(req.ip ?? '') && !forwarded(req)) return true;
      throw new ForbiddenException(TEXT.remote[language]);
    }
    const header = req.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) {
      http.getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="ageless-admin"');
      throw new UnauthorizedException(TEXT.missing[language]);
    }
    if (!sameToken(match[1] ?? '', expected)) throw new ForbiddenException(TEXT.wrong[language]);
    return true;
  }
}
