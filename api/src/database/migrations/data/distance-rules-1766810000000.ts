// How blueprints are met (migration 1766810000000, issue 26 item 2). Every blueprint not named
// here is met in person, with partners within the default travel radius (50 km).

/** Ideas done by video or online, with their descriptions before and after they said so. */
export const REMOTE_1766810000000 = {
  'language-tandem': {
    en: [
      'Two people teach each other their language over coffee, half the time in each.',
      'Two people teach each other their language by video call, half the time in each.',
    ],
    de: [
      'Zwei Menschen bringen sich beim Kaffee gegenseitig ihre Sprache bei, jeweils die Hälfte der Zeit.',
      'Zwei Menschen bringen sich per Videoanruf gegenseitig ihre Sprache bei, jeweils die Hälfte der Zeit.',
    ],
  },
  'career-mentoring': {
    en: [
      'Experienced professionals guide younger people or career changers through decisions and first steps.',
      'Experienced professionals guide younger people or career changers through decisions and first steps, in online meetings.',
    ],
    de: [
      'Erfahrene Berufstätige begleiten Jüngere oder Umsteiger bei Entscheidungen und ersten Schritten.',
      'Erfahrene Berufstätige begleiten Jüngere oder Umsteiger in Online-Treffen bei Entscheidungen und ersten Schritten.',
    ],
  },
} as const;

/** In-person ideas whose partners may live farther than 50 km, in km. */
export const WIDER_1766810000000: Record<string, number> = {
  // People travel together: meeting once at a station or for a first coffee is enough.
  'travel-companions': 200,
};
