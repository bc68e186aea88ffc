// The health module's public face: what other modules and the app may use (eslint.config.mjs).
export { HealthModule } from './health.module.js';
