// GET /api/site-info: who runs this installation, from its own configuration (SITE_* environment
// variables, read by the API at start). The Impressum, the contact page and the privacy policy show
// it; a field the operator has not set is null and the pages say so, never a made-up value.

export const SITE_INFO_PATH = '/api/site-info';
export const SITE_INFO_QUERY_KEY = ['site-info'] as const;

export interface SiteOperator {
  /** Person or company that runs this installation (§ 5 Abs. 1 Nr. 1 DDG). */
  name: string | null;
  /** Postal address for service of documents, one line each (no P.O. box). */
  address: string[];
  /** Contact address for people and for the Impressum. */
  email: string | null;
  phone: string | null;
  /** Who represents a company or association (managing director, board). */
  representative: string | null;
  /** Register, court and number, e.g. "Amtsgericht Köln, HRB 12345". */
  registerEntry: string | null;
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG), e.g. "DE123456789". */
  vatId: string | null;
}

export interface SiteInfoResponse {
  operator: SiteOperator;
  /**
   * Whether the AI guide's messages are sent to a language-model server the operator chose
   * (OPENAI_API_KEY or OPENAI_BASE_URL); false: the built-in guide answers on this server alone.
   */
  languageModel: boolean;
}

/** The product's own pages behind the footers, one path each (routes in front-ends.json). */
export const SITE_PAGES = {
  privacy: '/privacy',
  terms: '/terms',
  help: '/help',
  communityGuidelines: '/community-guidelines',
  safety: '/safety',
  impressum: '/impressum',
  contact: '/contact',
} as const;

export type SitePage = keyof typeof SITE_PAGES;
