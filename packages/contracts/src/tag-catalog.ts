// The tag data (spec §3 "Free tag" and "Dynamic tag"): one copy for the API and the front ends.
// Calendar tags carry their date window as data; the API never branches on dates in code.
import type { Language } from './chat.js';
import type { DynamicTagCategory, FreeTagCategory, Market, Region, Urgency } from './tags.js';

export interface FreeTagDefinition {
  id: string;
  text: string;
  category: FreeTagCategory;
  icon: string;
}

/** Free tags per region (DE in German, US in English, spec §1). */
export const FREE_TAG_CATALOG: Record<Region, readonly FreeTagDefinition[]> = {
  US: [
    {
      id: 'free-us-1',
      text: 'Fall and winter wellness routines',
      category: 'seasonal',
      icon: 'leaf',
    },
    { id: 'free-us-2', text: 'Gentle exercise after 60', category: 'wellness', icon: 'heart' },
    { id: 'free-us-3', text: 'Sleep better in retirement', category: 'wellness', icon: 'moon' },
    { id: 'free-us-4', text: 'Find volunteering near you', category: 'community', icon: 'users' },
    {
      id: 'free-us-5',
      text: 'Start a neighborhood skill swap',
      category: 'community',
      icon: 'handshake',
    },
    { id: 'free-us-6', text: 'Learn a new language', category: 'learning', icon: 'book' },
    {
      id: 'free-us-7',
      text: 'Video calls with family made easy',
      category: 'learning',
      icon: 'monitor',
    },
    {
      id: 'free-us-8',
      text: 'What to do in your first year of retirement',
      category: 'general',
      icon: 'compass',
    },
    { id: 'free-us-9', text: 'Sharing a home with others', category: 'general', icon: 'home' },
    {
      id: 'free-us-10',
      text: 'Holiday season without loneliness',
      category: 'seasonal',
      icon: 'star',
    },
  ],
  DE: [
    { id: 'free-de-1', text: 'Fit durch Herbst und Winter', category: 'seasonal', icon: 'leaf' },
    { id: 'free-de-2', text: 'Sanfte Bewegung ab 60', category: 'wellness', icon: 'heart' },
    { id: 'free-de-3', text: 'Besser schlafen im Ruhestand', category: 'wellness', icon: 'moon' },
    { id: 'free-de-4', text: 'Ehrenamt in Ihrer Nähe', category: 'community', icon: 'users' },
    {
      id: 'free-de-5',
      text: 'Nachbarschaftshilfe organisieren',
      category: 'community',
      icon: 'handshake',
    },
    { id: 'free-de-6', text: 'Eine neue Sprache lernen', category: 'learning', icon: 'book' },
    { id: 'free-de-7', text: 'Videoanrufe mit der Familie', category: 'learning', icon: 'monitor' },
    {
      id: 'free-de-8',
      text: 'Das erste Jahr im Ruhestand gestalten',
      category: 'general',
      icon: 'compass',
    },
    { id: 'free-de-9', text: 'Gemeinschaftlich wohnen', category: 'general', icon: 'home' },
    {
      id: 'free-de-10',
      text: 'Advent und Feiertage gemeinsam',
      category: 'seasonal',
      icon: 'star',
    },
  ],
};

/** A yearly date window, month-day inclusive; `end` before `start` wraps over the new year. */
export interface CalendarWindow {
  /** "MM-DD" */
  start: string;
  /** "MM-DD" */
  end: string;
  /** Days before `start` during which the tag is already shown, with medium urgency. */
  leadDays: number;
  /** Why this window: the public source of the dates. */
  source: string;
}

export interface DynamicTagDefinition {
  /** Topic tags keep their id (us-1); calendar tags add a suffix (us-3-1) so the starter lookup finds the topic. */
  id: string;
  text: Record<Language, string>;
  category: DynamicTagCategory;
  /** Urgency outside a window (evergreen tags) or during the lead time of a calendar tag. */
  urgency: Urgency;
  isNewsResponsive: boolean;
  markets: readonly Market[];
  /** Calendar tags are shown only in (or shortly before) their window, with high urgency inside it. */
  window?: CalendarWindow;
}

export const DYNAMIC_TAG_CATALOG: readonly DynamicTagDefinition[] = [
  // Calendar tags.
  {
    id: 'us-3-1',
    text: {
      en: 'Medicare Open Enrollment: review your plan',
      de: 'Medicare Open Enrollment: Tarif prüfen',
    },
    category: 'health',
    urgency: 'medium',
    isNewsResponsive: true,
    markets: ['US'],
    window: {
      start: '10-15',
      end: '12-07',
      leadDays: 14,
      source: 'Medicare.gov: Open Enrollment runs October 15 to December 7',
    },
  },
  {
    id: 'us-3-2',
    text: {
      en: 'Missed Medicare sign-up? General Enrollment',
      de: 'Medicare verpasst? General Enrollment',
    },
    category: 'health',
    urgency: 'medium',
    isNewsResponsive: false,
    markets: ['US'],
    window: {
      start: '01-01',
      end: '03-31',
      leadDays: 0,
      source: 'Medicare.gov: General Enrollment Period January 1 to March 31',
    },
  },
  {
    id: 'us-6-1',
    text: {
      en: 'Tax season: retirement income and taxes',
      de: 'Steuersaison: Renteneinkommen und Steuern',
    },
    category: 'financial',
    urgency: 'medium',
    isNewsResponsive: true,
    markets: ['US'],
    window: {
      start: '01-15',
      end: '04-15',
      leadDays: 14,
      source: 'IRS: individual returns are generally due April 15',
    },
  },
  {
    id: 'us-2-1',
    text: {
      en: 'Year-end: required minimum distributions',
      de: 'Jahresende: Pflichtentnahmen (RMD)',
    },
    category: 'financial',
    urgency: 'medium',
    isNewsResponsive: false,
    markets: ['US'],
    window: {
      start: '11-01',
      end: '12-31',
      leadDays: 0,
      source: 'IRS: RMDs after the first year are due by December 31',
    },
  },
  {
    id: 'de-2-1',
    text: { en: 'Tax return for pensioners', de: 'Steuererklärung für Rentnerinnen und Rentner' },
    category: 'financial',
    urgency: 'medium',
    isNewsResponsive: true,
    markets: ['DE'],
    window: {
      start: '03-01',
      end: '07-31',
      leadDays: 0,
      source: 'Bundesfinanzministerium: Abgabefrist ohne Steuerberatung 31. Juli',
    },
  },
  {
    id: 'de-2-2',
    text: { en: 'Pension adjustment on 1 July', de: 'Rentenanpassung zum 1. Juli' },
    category: 'financial',
    urgency: 'medium',
    isNewsResponsive: true,
    markets: ['DE'],
    window: {
      start: '07-01',
      end: '07-31',
      leadDays: 30,
      source: 'Deutsche Rentenversicherung: Renten werden jeweils zum 1. Juli angepasst',
    },
  },
  {
    id: 'us-5-1',
    text: { en: 'Stay active through the winter', de: 'Aktiv durch den Winter' },
    category: 'lifestyle',
    urgency: 'low',
    isNewsResponsive: false,
    markets: ['US', 'EU', 'DE'],
    window: {
      start: '11-15',
      end: '02-28',
      leadDays: 0,
      source: 'Season (northern hemisphere winter)',
    },
  },
  // Evergreen topic tags.
  {
    id: 'de-1',
    text: { en: 'Close your pension gap', de: 'Rentenlücke schließen' },
    category: 'financial',
    urgency: 'medium',
    isNewsResponsive: false,
    markets: ['DE'],
  },
  {
    id: 'de-2',
    text: { en: 'Optimise your statutory pension', de: 'Gesetzliche Rente optimieren' },
    category: 'financial',
    urgency: 'medium',
    isNewsResponsive: false,
    markets: ['DE'],
  },
  {
    id: 'de-4',
    text: { en: 'Long-term care insurance', de: 'Pflegeversicherung absichern' },
    category: 'health',
    urgency: 'medium',
    isNewsResponsive: false,
    markets: ['DE'],
  },
  {
    id: 'us-1',
    text: { en: 'Social Security timing', de: 'Zeitpunkt der Social Security' },
    category: 'financial',
    urgency: 'medium',
    isNewsResponsive: false,
    markets: ['US'],
  },
  {
    id: 'us-2',
    text: { en: '401k strategies', de: '401(k)-Strategien' },
    category: 'financial',
    urgency: 'low',
    isNewsResponsive: false,
    markets: ['US'],
  },
  {
    id: 'us-3',
    text: { en: 'Medicare enrollment', de: 'Anmeldung bei Medicare' },
    category: 'health',
    urgency: 'low',
    isNewsResponsive: false,
    markets: ['US'],
  },
  {
    id: 'us-4',
    text: { en: 'Healthcare costs', de: 'Gesundheitskosten' },
    category: 'financial',
    urgency: 'low',
    isNewsResponsive: false,
    markets: ['US'],
  },
  {
    id: 'us-5',
    text: { en: 'Longevity optimization', de: 'Gesund älter werden' },
    category: 'health',
    urgency: 'low',
    isNewsResponsive: false,
    markets: ['US', 'EU', 'DE'],
  },
  {
    id: 'us-6',
    text: { en: 'Optimize your budget', de: 'Budget optimieren' },
    category: 'financial',
    urgency: 'low',
    isNewsResponsive: false,
    markets: ['US', 'EU', 'DE'],
  },
  {
    id: 'us-7',
    text: { en: 'Cognitive health', de: 'Geistig fit bleiben' },
    category: 'health',
    urgency: 'low',
    isNewsResponsive: false,
    markets: ['US', 'EU', 'DE'],
  },
  {
    id: 'us-8',
    text: { en: 'Exercise planning', de: 'Bewegung planen' },
    category: 'health',
    urgency: 'low',
    isNewsResponsive: false,
    markets: ['US', 'EU', 'DE'],
  },
  {
    id: 'us-9',
    text: { en: 'Building connections', de: 'Kontakte knüpfen' },
    category: 'social',
    urgency: 'low',
    isNewsResponsive: false,
    markets: ['US', 'EU', 'DE'],
  },
  {
    id: 'us-10',
    text: { en: 'Retirement communities', de: 'Gemeinschaftliches Wohnen' },
    category: 'housing',
    urgency: 'low',
    isNewsResponsive: false,
    markets: ['US', 'EU', 'DE'],
  },
  {
    id: 'us-11',
    text: { en: 'Medical tourism', de: 'Medizintourismus' },
    category: 'international',
    urgency: 'low',
    isNewsResponsive: true,
    markets: ['US', 'EU', 'DE'],
  },
  {
    id: 'us-12',
    text: { en: 'Purpose & meaning', de: 'Sinn und Erfüllung' },
    category: 'lifestyle',
    urgency: 'low',
    isNewsResponsive: false,
    markets: ['US', 'EU', 'DE'],
  },
];
