// The matching module's public face: what other modules and the app may use (eslint.config.mjs).
export { MatchCache } from './match-cache.js';
export { MatchingModule } from './matching.module.js';
export { MatchingService } from './matching.service.js';
export { PeopleConnections, type PersonIntroduction } from './people-connections.js';
