import { domainErrorOf } from '../common/errors/domain-error.js';

/** Why the health module answers a probe with a refusal: stable codes for monitors. */
export enum HealthErrorCode {
  /** The readiness probe: the database did not answer in time. */
  DatabaseUnreachable = 'database_unreachable',
}

export const HealthError = domainErrorOf<HealthErrorCode>({
  [HealthErrorCode.DatabaseUnreachable]: {
    status: 503,
    texts: () => ({
      en: 'Database is not reachable',
      de: 'Die Datenbank ist nicht erreichbar',
    }),
  },
});
