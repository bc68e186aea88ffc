// Every answer card, and the figure files their placeholders name (they register the figures).
import '../../../figures/de-health.figures.js';
import '../../../figures/de-pension.figures.js';
import '../../../figures/guide-de.figures.js';
import '../../../figures/guide-de-social.figures.js';
import '../../../figures/guide-us.figures.js';
import '../../../figures/us-medicare.figures.js';
import '../../../figures/us-medicare-irmaa.figures.js';
import '../../../figures/us-social-security.figures.js';
import type { AnswerCard } from './card.js';
import { DE_PFLEGE_CARDS } from './de-pflege.cards.js';
import { DE_RENTE_CARDS } from './de-rente.cards.js';
import { LIVING_CARDS } from './living.cards.js';
import { MORE_CARDS } from './more.cards.js';
import { SERVICE_CARDS } from './services.cards.js';
import { US_MEDICARE_CARDS } from './us-medicare.cards.js';
import { US_SAVINGS_CARDS } from './us-savings.cards.js';
import { US_SOCIAL_SECURITY_CARDS } from './us-social-security.cards.js';

export const ANSWER_CARDS: readonly AnswerCard[] = [
  ...US_SOCIAL_SECURITY_CARDS,
  ...US_MEDICARE_CARDS,
  ...US_SAVINGS_CARDS,
  ...DE_RENTE_CARDS,
  ...DE_PFLEGE_CARDS,
  ...LIVING_CARDS,
  ...SERVICE_CARDS,
  ...MORE_CARDS,
];
