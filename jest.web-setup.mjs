// jsdom lacks these; react-router reads them when it loads (front-end component tests).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
