// The site-info module's public face: what other modules and the app may use (eslint.config.mjs).
export { SiteInfoModule } from './site-info.module.js';
