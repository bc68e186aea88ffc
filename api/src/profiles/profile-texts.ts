import type { RequestLanguage } from '../common/http/request-language.js';

// What the profiles API says when it refuses, in English and German.
export const PROFILE_TEXTS = {
  notFound: {
    en: 'Profile not found',
    de: 'Profil nicht gefunden',
  },
  notOwner: {
    en: 'This profile belongs to another browser. Open it with your private return link.',
    de: 'Dieses Profil gehört zu einem anderen Browser. Öffnen Sie es mit Ihrem privaten Rückkehr-Link.',
  },
  badReturnKey: {
    en: 'This return link is not valid for this profile.',
    de: 'Dieser Rückkehr-Link passt nicht zu diesem Profil.',
  },
} satisfies Record<string, Record<RequestLanguage, string>>;
