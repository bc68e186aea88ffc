// The connections module's public face: what other modules and the app may use (eslint.config.mjs).
export { ConnectionsDataModule } from './connections-data.module.js';
export { ConnectionsModule } from './connections.module.js';
