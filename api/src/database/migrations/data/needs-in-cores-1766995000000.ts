// What a person needs, in the cores of the ideas that answer it (migration 1766995000000, issue 26
// item 1). Frozen with that migration: change it with a new migration, never by editing these rows.
//
// The cores of migration 1766830000000 ran mostly on what a person has (a room, tools, skills);
// of needs they knew only the wizard's four. These add the needs people write in their own words
// (api/src/matching/said-needs.ts: n:errands, n:lifts, n:chores, n:garden, n:respite, n:sitting,
// n:purpose, n:language, n:costs, n:income, n:paperwork, n:exercise, n:travel) to the ideas whose
// description is about meeting them, weighted as before: 1 = the idea is there for it (errand
// runners for someone who needs the shopping done), 0.5–0.9 a main part, less a small part. An
// idea described as a service some give to others (errand runners, the handyman network) names
// the need at 0.6: the one helped is its reason, not its member. A need that nearly every giving
// idea meets (purpose) or that sharing brings as a side effect (lower costs of a shared home) is
// no more than a main part anywhere.
// `roles`: where the one helped and the one helping are different people, which keys are whose
// (keys already in the core included), so needing lifts and owning a car never add up. A role made
// only of needs the person did not write is no view of theirs (match-engine.ts), so these roles
// change nothing for anyone who wrote none of them.
// `partners`: who completes someone with that need ("when you need the shopping done, someone with
// a car completes you"), so an idea that answers a need can find its partner.
//
// Written from each blueprint's description and a coordinator's common sense, never from the
// evaluation's scenarios (bench/matching-quality/README.md).

export interface NeedsInCore {
  add: Record<string, number>;
  roles?: Record<string, string[]>;
  partners?: string[];
}

const keyOf = (entry: string): string => entry.slice(0, entry.lastIndexOf('='));
const withoutRole = (entry: string): string => entry.split('@')[0] ?? entry;

/**
 * A blueprint's `core` and `partner_rules` columns with one change applied: the needs added at
 * their weights, the roles given, the partner rules appended (each once).
 */
export function withNeeds(
  core: readonly string[],
  partnerRules: readonly string[],
  change: NeedsInCore,
): { core: string[]; partnerRules: string[] } {
  const roleOf = new Map<string, string>();
  for (const [role, keys] of Object.entries(change.roles ?? {}))
    for (const key of keys) roleOf.set(key, role);
  return {
    core: [
      ...core.filter((entry) => !(keyOf(entry) in change.add)),
      ...Object.entries(change.add).map(([key, weight]) => `${key}=${weight}`),
    ].map((entry) => {
      const role = roleOf.get(keyOf(entry));
      return role ? `${withoutRole(entry)}@${role}` : entry;
    }),
    partnerRules: [
      ...partnerRules,
      ...(change.partners ?? []).filter((rule) => !partnerRules.includes(rule)),
    ],
  };
}

/** The columns as they were before the change (the keys it gave a role had none). */
export function withoutNeeds(
  core: readonly string[],
  partnerRules: readonly string[],
  change: NeedsInCore,
): { core: string[]; partnerRules: string[] } {
  const roled = new Set(Object.values(change.roles ?? {}).flat());
  return {
    core: core
      .filter((entry) => !(keyOf(entry) in change.add))
      .map((entry) => (roled.has(keyOf(entry)) ? withoutRole(entry) : entry)),
    partnerRules: partnerRules.filter((rule) => !change.partners?.includes(rule)),
  };
}

export const NEEDS_IN_CORES_1766995000000: Record<string, NeedsInCore> = {
  // "agreed help around the house and company", at low rent.
  'intergenerational-homeshare': { add: { 'n:chores': 0.4, 'n:garden': 0.3, 'n:income': 0.3 } },
  // "share one home, its costs and its chores": lower costs come with it, they are not the idea.
  'senior-homeshare': { add: { 'n:costs': 0.4, 'n:chores': 0.3 } },
  'co-living-community': { add: { 'n:costs': 0.3 } },
  // "look after each other's homes, plants and pets during travel or hospital stays".
  'house-sitting-circle': { add: { 'n:sitting': 1, 'n:travel': 0.3 } },
  // Grab rails and ramps for neighbours who need them; the crew brings the skills.
  'home-adaptation-crew': {
    add: { 'n:chores': 0.5 },
    roles: {
      crew: ['s:Carpentry', 's:Construction', 's:Repair', 'o:tools'],
      neighbour: ['n:chores'],
    },
  },
  // "an hour of what you can do for an hour of what you need".
  'skill-exchange': {
    add: { 'n:chores': 0.5, 'n:paperwork': 0.5, 'n:garden': 0.4, 'n:language': 0.3 },
  },
  // Owners bring what is broken.
  'repair-cafe': { add: { 'n:chores': 0.4 } },
  'tool-library': { add: { 'n:costs': 0.3 } },
  // "fix small things for neighbours who cannot".
  'handyman-network': {
    add: { 'n:chores': 0.6 },
    roles: {
      trades: ['s:Repair', 's:Carpentry', 's:Construction', 'o:tools'],
      neighbour: ['n:chores'],
    },
    partners: ['n:chores>s:Repair'],
  },
  // Someone with land who needs hands for it, and someone with green fingers.
  'shared-garden': { add: { 'n:garden': 0.6 } },
  // "the work, the fees and the tomatoes are split".
  'allotment-partnership': { add: { 'n:costs': 0.3 } },
  // "Drivers take neighbours to the doctor, the shops or the club".
  'ride-sharing': {
    add: { 'n:lifts': 1, 'n:errands': 0.4 },
    roles: { driver: ['o:transport'], passenger: ['n:lifts', 'n:errands'] },
    partners: ['n:lifts>o:transport'],
  },
  // "fewer cars on the street": a car's costs shared.
  'car-sharing-club': { add: { 'n:costs': 0.6 } },
  // "pick up groceries and prescriptions for neighbours who cannot get out".
  'errand-runners': {
    add: { 'n:errands': 0.6 },
    roles: { runner: ['o:transport'], neighbour: ['n:errands'] },
    partners: ['n:errands>o:transport'],
  },
  // "so no one carries it alone".
  'care-circle': { add: { 'n:respite': 0.6 }, partners: ['n:respite>o:care'] },
  // "so each gets a free afternoon".
  'caregiver-respite': { add: { 'n:respite': 1 }, partners: ['n:respite>o:care'] },
  // "turns a lonely meal into company".
  'meal-sharing': { add: { 'n:meals': 0.8 } },
  // "for young families who live far from their own": family for both sides.
  'grandparent-childcare': { add: { 'n:family': 0.6 } },
  'walking-group': { add: { 'n:exercise': 0.6 } },
  // "strength and balance exercises together … keeping each other motivated".
  'exercise-buddies': { add: { 'n:exercise': 0.8 } },
  'cycling-club': { add: { 'n:exercise': 0.3 } },
  // "Learn together to spot scam calls": for those who want to learn it.
  'online-safety-club': { add: { 'n:scams': 0.8 }, roles: { learner: ['n:scams'] } },
  'language-tandem': { add: { 'n:language': 1 } },
  'newcomer-integration': { add: { 'n:purpose': 0.3 } },
  // "Members take turns giving a talk": for people who want to keep learning.
  'lifelong-learning-circle': { add: { 'n:learning': 0.8 } },
  'small-venture': { add: { 'n:income': 0.7 } },
  'craft-market-collective': { add: { 'n:income': 0.5 } },
  'consulting-cooperative': { add: { 'n:income': 0.3 } },
  'bed-and-breakfast': { add: { 'n:income': 0.6 } },
  // "small help in the street: shopping, lifts, a watering can on holiday".
  'neighbourhood-help-network': {
    add: {
      'n:errands': 0.8,
      'n:lifts': 0.6,
      'n:chores': 0.6,
      'n:garden': 0.4,
      'n:sitting': 0.4,
      'n:paperwork': 0.3,
    },
    partners: [
      'n:errands>o:transport',
      'n:lifts>o:transport',
      'n:chores>s:Repair',
      'n:garden>s:Gardening',
    ],
  },
  'community-kitchen': { add: { 'n:meals': 0.4 } },
  // "one concrete local project … as a team": something to do that matters, as every giving idea is.
  'volunteer-team': { add: { 'n:purpose': 0.5 } },
  // "Find people to travel with, share rooms and costs".
  'travel-companions': { add: { 'n:travel': 1, 'n:costs': 0.3 } },
};
