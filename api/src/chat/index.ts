// The chat module's public face: what other modules and the app may use (eslint.config.mjs).
export { ChatModule } from './chat.module.js';
export { OWNER_HEADER } from './chat-owner.js';
