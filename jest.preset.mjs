// Shared Jest settings: TypeScript through SWC as native ESM (NestJS 12 is ESM-only),
// legacy decorators with metadata for Nest and class-validator, React's automatic runtime.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
      keepClassNames: true,
      // JSON modules keep their `with { type: 'json' }` (Jest requires it for ESM).
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

export const esmPreset = {
  rootDir: root,
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@ageless/(contracts|i18n|ui|api-client|chat|testing)$': '<rootDir>/packages/$1/src/index.ts',
    '^@ageless/chat/launcher$': '<rootDir>/packages/chat/src/launcher.ts',
    '\\.css$': '<rootDir>/jest.style-stub.mjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
