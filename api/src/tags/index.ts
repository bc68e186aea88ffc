// The tags module's public face: what other modules and the app may use (eslint.config.mjs).
export { TagsModule } from './tags.module.js';
