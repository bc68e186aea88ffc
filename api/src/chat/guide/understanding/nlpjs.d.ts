// The parts of NLP.js (@nlpjs/*, plain JavaScript) the guide uses: a container with the English and
// German language plug-ins, and an Nlp that imports a trained model and classifies a message.
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(): Promise<Container>;
}

declare module '@nlpjs/nlp' {
  import type { Container } from '@nlpjs/core';
  export interface Classification {
    intent: string;
    score: number;
  }
  export interface NlpResult {
    intent: string;
    score: number;
    classifications: Classification[];
  }
  export class Nlp {
    constructor(settings: { container: Container; autoSave?: boolean; nlu?: { log?: boolean } });
    addLanguage(languages: string | string[]): void;
    import(model: string): void;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
}

declare module '@nlpjs/lang-en' {
  export const LangEn: unknown;
}

declare module '@nlpjs/lang-de' {
  export const LangDe: unknown;
}
