// What each blueprint runs on (migration 1766830000000, issue 26 item 1). Frozen with that
// migration: change it with a new migration, never by editing these rows.
//
// `core`: the profile keys (profile-keys.ts) at the heart of a blueprint, each with how central it
// is: 1 = the idea runs on it (a spare room for a home share, repair skills for a repair café),
// 0.5 to 0.9 = a main ingredient but not the whole idea, below 0.5 = part of its core but small.
// `s:*` stands for any of the spec's skills; `e:<energy>` and `t:<time>` for the levels a person
// gave, where an idea suits some far better than others. A shared value (`v:`) may be part of the
// core of an idea that is about that value: it orders cards but never makes a High match.
// `roles`: for ideas whose participants bring different things (who helps and who is helped),
// which core keys belong to which role; keys of different roles never add up for one person.
// Everything else a blueprint lists (assets, skills, needs of migration 1763900000000) supports it:
// welcome, never a reason for a High match.
// `against`: needs that say the person is on the other side of the idea (someone who looks for a
// home is not the host of a student homeshare): the blueprint is not High for them and says why.
//
// Written from each blueprint's description and a coordinator's common sense, never from the
// evaluation's scenarios (bench/matching-quality/README.md).

export interface CoreFit {
  core: Record<string, number>;
  roles?: Record<string, string[]>;
  against?: string[];
}

/** A core as the `core` column holds it: `o:space=1`, `n:tech=0.9@learner`. */
export function coreColumn(fit: CoreFit | undefined): string[] {
  const roleOf = new Map<string, string>();
  for (const [role, keys] of Object.entries(fit?.roles ?? {}))
    for (const key of keys) roleOf.set(key, role);
  return Object.entries(fit?.core ?? {}).map(([key, weight]) => {
    const role = roleOf.get(key);
    return role ? `${key}=${weight}@${role}` : `${key}=${weight}`;
  });
}

export const CORE_FIT_1766830000000: Record<string, CoreFit> = {
  // Housing
  'intergenerational-homeshare': {
    // The older person hosts; company and help around the house (technology among it) are the deal.
    core: { 'o:space': 1, 'n:companionship': 0.5, 'n:tech': 0.3 },
    against: ['n:housing'],
  },
  'senior-homeshare': { core: { 'n:housing': 1, 'o:space': 0.8, 'n:companionship': 0.5 } },
  'co-living-community': {
    core: { 'n:housing': 0.8, 'n:companionship': 0.4, 'v:Community': 0.4, 'o:space': 0.3 },
  },
  'house-sitting-circle': { core: { 'v:Adventure': 0.5, 'o:space': 0.3, 's:Gardening': 0.3 } },
  'home-adaptation-crew': {
    core: { 's:Carpentry': 1, 's:Construction': 1, 's:Repair': 0.8, 'o:tools': 0.6 },
  },
  // Skills and repair
  'skill-exchange': { core: { 's:*': 0.5, 'n:tech': 0.5, 'n:business': 0.5 } },
  'repair-cafe': {
    core: {
      's:Repair': 1,
      'o:tools': 0.7,
      's:Technology': 0.5,
      's:Carpentry': 0.5,
      'v:Sustainability': 0.3,
    },
  },
  'tool-library': { core: { 'o:tools': 1, 'o:equipment': 0.6 } },
  'community-workshop': {
    core: {
      's:Carpentry': 1,
      'o:equipment': 0.6,
      'o:tools': 0.6,
      's:Construction': 0.5,
      's:Design': 0.4,
    },
  },
  'handyman-network': {
    core: { 's:Repair': 1, 's:Carpentry': 1, 's:Construction': 0.8, 'o:tools': 0.6 },
  },
  // Garden and nature
  'shared-garden': { core: { 'o:land': 1, 's:Gardening': 1, 'o:tools': 0.3 } },
  'allotment-partnership': { core: { 's:Gardening': 0.8, 'o:land': 0.6 } },
  'seed-swap': { core: { 's:Gardening': 1, 'o:land': 0.4 } },
  'nature-conservation-team': {
    core: { 'v:Environment': 0.6, 's:Gardening': 0.5, 'o:tools': 0.3, 's:Photography': 0.3 },
  },
  // Mobility: a vehicle is what these run on, but most people have one (and a bike counts as
  // transport in the wizard), so owning one says little about wanting to drive for others: a
  // vehicle makes these Good matches, never High on its own.
  'ride-sharing': {
    core: { 'o:transport': 0.7, 'n:companionship': 0.4, 'v:Sustainability': 0.2 },
  },
  'car-sharing-club': {
    core: { 'o:transport': 0.7, 'v:Sustainability': 0.4, 'v:Environment': 0.3 },
  },
  'errand-runners': {
    core: { 'o:transport': 0.7, 'v:Social Impact': 0.3, 'v:Community': 0.2 },
  },
  // Care
  'care-circle': {
    core: { 'o:care': 1, 's:Eldercare': 1, 's:Cooking': 0.3, 'o:transport': 0.3 },
  },
  // Carers sit with each other's relatives: caring for an older person is the whole idea.
  'caregiver-respite': { core: { 'o:care': 1, 's:Eldercare': 1 } },
  'meal-sharing': { core: { 's:Cooking': 1, 'n:companionship': 0.8, 'o:space': 0.3 } },
  'grandparent-childcare': {
    core: { 's:Childcare': 1, 'v:Family': 0.5, 's:Teaching': 0.4 },
  },
  // Visits come to people who cannot get out much: company is the heart of it for the one visited
  // when their energy is low; a visitor brings care for older people.
  'visiting-service': {
    core: { 'n:companionship': 0.9, 'e:low': 0.5, 's:Eldercare': 0.7, 'o:care': 0.7 },
    roles: { visited: ['n:companionship', 'e:low'], visitor: ['s:Eldercare', 'o:care'] },
  },
  // Health and movement
  'walking-group': { core: { 'v:Health': 0.5, 'n:companionship': 0.4 } },
  'exercise-buddies': {
    core: { 'v:Health': 0.5, 'n:companionship': 0.3, 's:Teaching': 0.3 },
  },
  // A car does not make a cyclist: transport is only a small part of this core.
  'cycling-club': {
    core: {
      'v:Adventure': 0.4,
      'v:Health': 0.4,
      'o:transport': 0.4,
      'e:high': 0.4,
      's:Repair': 0.3,
    },
  },
  // A circle that learns to cook healthily together: a cook is welcome, not what it runs on.
  'healthy-cooking-circle': {
    core: { 's:Cooking': 0.6, 'v:Health': 0.5, 'n:companionship': 0.3 },
  },
  'mindfulness-circle': {
    core: {
      'v:Spirituality': 0.6,
      'v:Personal Growth': 0.4,
      'n:companionship': 0.3,
      's:Teaching': 0.2,
    },
  },
  // Digital
  'tech-buddy': {
    core: { 's:Technology': 1, 'n:tech': 1 },
    roles: { helper: ['s:Technology'], learner: ['n:tech'] },
  },
  'digital-cafe': {
    core: { 's:Technology': 1, 'n:tech': 0.9, 's:Teaching': 0.4 },
    roles: { helper: ['s:Technology', 's:Teaching'], learner: ['n:tech'] },
  },
  'online-safety-club': {
    core: { 's:Technology': 1, 'n:tech': 0.7, 's:Legal': 0.3 },
    roles: { helper: ['s:Technology', 's:Legal'], learner: ['n:tech'] },
  },
  'family-history-project': {
    core: {
      's:Photography': 0.8,
      's:Writing': 0.6,
      's:Technology': 0.5,
      'v:Family': 0.4,
      'v:Tradition': 0.4,
    },
  },
  // Learning and mentoring
  'career-mentoring': {
    core: {
      's:Marketing': 0.9,
      's:Accounting': 0.9,
      's:Legal': 0.9,
      'n:business': 0.6,
      's:Teaching': 0.4,
    },
    roles: {
      mentor: ['s:Marketing', 's:Accounting', 's:Legal', 's:Teaching'],
      mentee: ['n:business'],
    },
  },
  // Reading, maths and homework with children: teaching with a school subject or with children.
  'homework-tutoring': {
    core: { 's:Teaching': 0.9, 's:Languages': 0.5, 's:Writing': 0.5, 's:Childcare': 0.4 },
  },
  'language-tandem': { core: { 's:Languages': 1, 's:Teaching': 0.3 } },
  'newcomer-integration': {
    core: { 's:Languages': 1, 's:Legal': 0.5, 's:Teaching': 0.5, 'v:Social Impact': 0.4 },
  },
  'lifelong-learning-circle': {
    core: { 's:Teaching': 0.6, 'v:Learning': 0.5, 's:Writing': 0.4, 'n:companionship': 0.3 },
  },
  // Culture and creativity
  'cultural-club': {
    core: {
      'v:Creativity': 0.4,
      's:Art': 0.4,
      'n:companionship': 0.4,
      'v:Tradition': 0.3,
      's:Music': 0.3,
    },
  },
  'community-choir': { core: { 's:Music': 1, 'n:companionship': 0.3 } },
  'art-studio-share': {
    core: {
      's:Art': 1,
      's:Design': 0.6,
      'o:space': 0.5,
      'o:equipment': 0.5,
      's:Photography': 0.4,
    },
  },
  'storytelling-memoir': {
    core: { 's:Writing': 1, 'v:Tradition': 0.3, 'n:companionship': 0.3 },
  },
  'intergenerational-music': { core: { 's:Music': 1, 's:Teaching': 0.5 } },
  'heritage-walks': {
    core: {
      'v:Tradition': 0.5,
      's:Photography': 0.4,
      's:Writing': 0.4,
      's:Languages': 0.3,
    },
  },
  // Small ventures
  'small-venture': {
    core: {
      'n:business': 1,
      's:Marketing': 0.6,
      's:Accounting': 0.6,
      's:Design': 0.4,
      's:Cooking': 0.3,
    },
  },
  'craft-market-collective': {
    core: {
      's:Art': 1,
      's:Design': 0.7,
      'n:business': 0.5,
      's:Carpentry': 0.5,
      's:Photography': 0.4,
    },
  },
  'consulting-cooperative': {
    core: { 's:Accounting': 1, 's:Legal': 1, 's:Marketing': 1, 's:Technology': 0.3 },
  },
  'bed-and-breakfast': {
    core: { 'o:space': 0.8, 'n:business': 0.6, 's:Cooking': 0.5, 's:Marketing': 0.4 },
    against: ['n:housing'],
  },
  // Community
  'neighbourhood-help-network': {
    core: { 'n:companionship': 0.5, 'n:tech': 0.4, 'v:Community': 0.4, 'o:transport': 0.3 },
  },
  'community-kitchen': {
    core: {
      's:Cooking': 0.8,
      'v:Sustainability': 0.5,
      'o:equipment': 0.3,
      'n:companionship': 0.3,
    },
  },
  'volunteer-team': { core: { 'v:Social Impact': 0.6, 'v:Community': 0.3 } },
  'travel-companions': {
    core: { 'v:Adventure': 0.6, 'n:companionship': 0.4, 's:Languages': 0.3 },
  },
};
