import { de } from './de.js';
import { en, type Catalogue } from './en.js';

export { de, en, type Catalogue };

export const resources = { en, de } as const;

export type Namespace = keyof Catalogue;
export const NAMESPACES = Object.keys(en) as Namespace[];
