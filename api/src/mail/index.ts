// The mail module's public face: what other modules and the app may use (eslint.config.mjs).
export { MailModule } from './mail.module.js';
export { MailService, type QueueResult } from './mail.service.js';
