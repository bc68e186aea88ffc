/// <reference types="node" />
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router reads them when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
