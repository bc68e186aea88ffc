// The landing page's sections that other pages link to (`/#how-it-works`): the shell's menu and the
// landing's own buttons and footer use the same ids, so a renamed section cannot leave a dead link.
export const LANDING_SECTIONS = {
  collaborationIdeas: 'collaboration-ideas',
  safetyTrust: 'safety-and-trust',
  howItWorks: 'how-it-works',
  successStories: 'success-stories',
} as const;

export type LandingSection = keyof typeof LANDING_SECTIONS;

/** The address of a landing section, e.g. '/#how-it-works'. */
export function landingSectionPath(section: LandingSection): string {
  return `/#${LANDING_SECTIONS[section]}`;
}
