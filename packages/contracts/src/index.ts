export * from './profile.js';
export * from './match.js';
export * from './chat.js';
export * from './tags.js';
export * from './upload.js';
export * from './errors.js';
export * from './federation.js';
