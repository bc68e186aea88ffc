// The landing page's texts (namespace 'landing'), with the spec's exact English labels.

export const en = {
  hero: {
    title: 'Ageless Connect',
    tagline: 'Turn What You Have Into The Life You Want',
    subtitle:
      'Share your home, skills, time and values, and discover people to build a meaningful next chapter with. Free to explore, no commitment until you connect.',
    startChat: 'Talk to Our AI Guide',
    watchHow: 'See How It Works',
    chatLoading: 'Loading the AI guide…',
    chatFallbackTitle: 'The AI guide could not be shown here',
    chatFallbackMessage: 'You can still talk to the guide on its own page.',
    chatFallbackLink: 'Open the AI guide',
  },
  capital: {
    title: 'Beyond Financial Capital',
    intro:
      'Money is only one kind of wealth. Ageless Connect looks at six kinds of capital you already have.',
    types: {
      Physical: { name: 'Physical', description: 'A spare room, tools, a garden, a car.' },
      Human: { name: 'Human', description: 'Skills and experience from a lifetime of work.' },
      Social: { name: 'Social', description: 'Friends, neighbours and the trust you have built.' },
      Creative: { name: 'Creative', description: 'Crafts, music, art, writing and ideas.' },
      Digital: { name: 'Digital', description: 'Knowing your way around phones and computers.' },
      Cultural: { name: 'Cultural', description: 'Languages, traditions and local knowledge.' },
    },
  },
  profileCard: {
    title: 'Build Your Synergy Profile',
    intro: 'A few simple questions, one step at a time. Here is what step 2 looks like.',
    step: 'Step 2 of 4',
    stepTitle: 'What You Have',
    stepHint: 'Tick everything you could share with others.',
    progress: 'Profile progress',
    options: {
      space: 'Extra space in my home',
      tools: 'Tools or equipment',
      land: 'Land or outdoor space',
      transportation: 'Transportation resources',
    },
    previous: 'Previous',
    continue: 'Continue',
  },
  sampleMatches: {
    title: 'Synergy Matches',
    intro: 'Examples of the collaborations the synergy matching suggests.',
    matchTypes: { high: 'High Match', good: 'Good Match', potential: 'Potential' },
    score: '{{score}}% match',
    participants: '{{count}} participants',
    reasonKinds: { positive: 'Strength', question: 'To explore', negative: 'Consider' },
    learnMore: 'Learn More',
    sampleNote:
      'This is an example, not a real person near you. Your own matches come from your profile: what you have, can do, need and value.',
    createProfile: 'Create your profile to see your own matches',
    viewAll: 'View All Matches',
    items: {
      garden: {
        name: 'Community Garden Collective',
        description: 'Turn unused land into a shared vegetable garden with neighbours.',
        reasons: {
          a: 'You have outdoor space and they have gardening skills',
          b: 'You both value sustainability',
          c: 'Could you agree on a weekly schedule?',
        },
        explanation:
          'A high match: your outdoor space and their gardening skills complete each other, and you share a value. What is still to agree, such as a weekly schedule, is shown as a question.',
      },
      repair: {
        name: 'Repair Café Partnership',
        description: 'Share your workshop and tools for a monthly repair afternoon.',
        reasons: {
          a: 'Your tools complement their repair experience',
          b: 'How much time can each of you offer?',
          c: 'The workshop is 30 km from their home',
        },
        explanation:
          'A good match: your tools and their repair experience complete each other. An open question (time) and a point to weigh (the distance) lower the score, and the reasons say so openly.',
      },
      tech: {
        name: 'Digital Skills Exchange',
        description: 'Swap smartphone help for cooking lessons over coffee.',
        reasons: {
          a: 'You want tech help and they enjoy teaching it',
          b: 'Would you meet in person or online?',
          c: 'Your available times only partly overlap',
        },
        explanation:
          'A possible match: what you want to learn is what they like to teach, but your free times overlap only a little. Worth a conversation, not yet a plan.',
      },
    },
  },
  services: {
    title: 'Dedicated Active Aging Services',
    intro:
      'Focused guides for the big questions of later life. Each one opens the AI guide with a prepared question.',
    access: 'Access Service',
    features: 'What it covers',
    items: {
      pension: {
        badge: 'Finance',
        title: 'Pension Pathfinder',
        description: 'Understand your pension, the gaps in it and the options to close them.',
        features: 'State pension, workplace and private plans, timing your claim',
      },
      medicalTourism: {
        badge: 'Health',
        title: 'Medical Tourism Guide',
        description: 'Learn how treatment abroad works, what it costs and what to check.',
        features: 'Costs, quality standards, travel and aftercare',
      },
      longevity: {
        badge: 'Health',
        title: 'Longevity Optimizer',
        description: 'Everyday habits for a longer, healthier life, explained simply.',
        features: 'Movement, sleep, nutrition, cognitive health',
      },
      overseas: {
        badge: 'International',
        title: 'Overseas Retirement Planner',
        description: 'Compare countries for retirement: costs, healthcare, visas and taxes.',
        features: 'Cost of living, healthcare access, residence rules',
      },
      knowledge: {
        badge: 'Knowledge',
        title: 'Retirement Knowledge Base',
        description: 'Ask questions about retirement systems, answered from our documents.',
        features: 'Pension systems, care insurance, official rules',
      },
    },
    dialog: {
      title: 'Before you continue',
      intro: 'You are about to open {{service}} in the AI guide.',
      acknowledge: 'I understand this is educational information only',
      proceed: 'Proceed to Service',
      openCalculator: 'Open the Pension Planner calculator',
      cancel: 'Cancel',
      close: 'Close',
    },
  },
  trust: {
    title: 'Built on Trust',
    intro:
      'Safety comes first when people start working together. This is what protects you today.',
    pillars: {
      introductions: {
        title: 'Introductions Only When Both Say Yes',
        description:
          'Nobody sees your name or how to reach you. Only when both of you agree to be introduced do you each see a first name and the one contact you chose to share.',
      },
      blockReport: {
        title: 'Blocking and Reporting',
        description:
          'You can block anyone at any time, and they are not told. A report hides the person at once while our staff look at it.',
      },
      safetyTips: {
        title: 'Safety Tips With Every Idea',
        description:
          'Every collaboration idea comes with advice on staying safe (meet in a public place first, tell someone where you go, never send money) and a list of what to agree on and write down.',
      },
    },
    indicatorsTitle: 'What you can count on',
    indicators: {
      noAds: 'No advertising',
      deleteProfile: 'Delete your profile at any time',
      contactOnlyAgreed: 'Your contact is shared only with your yes',
    },
    plannedTitle: 'Planned, not available yet',
    plannedIntro:
      'We are working on these. Until they exist, members are not checked: please use the safety tips.',
    planned: {
      identity: 'Identity checks for members',
      mediation: 'Help from volunteer mediators when a collaboration runs into trouble',
    },
  },
  howItWorks: {
    title: 'How It Works',
    steps: {
      story: {
        title: 'Share Your Story',
        description: 'Tell us what you have, what you can do and what you need.',
      },
      analysis: {
        title: 'AI Analysis',
        description: 'Our AI looks for complementary assets, skills and values.',
      },
      discover: {
        title: 'Discover Matches',
        description: 'See collaboration ideas with the reasons behind each one.',
      },
      collaborate: {
        title: 'Start Collaborating',
        description: 'Meet, agree and begin, with support whenever you need it.',
      },
    },
  },
  stories: {
    title: 'Success Stories',
    items: {
      garden: {
        title: 'A garden that feeds three families',
        description:
          'Two neighbours combined a large garden with years of growing experience. Now they share the harvest.',
        author: 'Margaret S.',
        location: 'Portland, Oregon',
      },
      house: {
        title: 'A shared home, lower costs',
        description:
          'A widower with a spare room found a retired teacher who needed a place near her grandchildren.',
        author: 'Klaus W.',
        location: 'Freiburg, Germany',
      },
      business: {
        title: 'A new small business at 68',
        description:
          'A former accountant and a carpenter started a furniture repair workshop together.',
        author: 'Linda and Tom R.',
        location: 'Leeds, United Kingdom',
      },
    },
    placeholder: 'Sample story; names changed.',
  },
  finalCta: {
    title: 'Ready to Discover Your Synergies?',
    message: 'Create your free synergy profile in a few minutes. No commitment until you connect.',
    primary: 'Create My Synergy Profile',
    secondary: 'Talk to Someone First',
  },
  disclaimer: {
    label: 'Important',
    text: 'Ageless Connect offers educational content only. It is not financial, legal or medical advice. Consult licensed professionals for important decisions.',
  },
  footer: {
    label: 'Footer',
    tagline: 'Connecting people in later life through what they have, can do and value.',
    links: {
      howItWorks: 'How It Works',
      successStories: 'Success Stories',
      collaborationIdeas: 'Collaboration Ideas',
      safetyTrust: 'Safety & Trust',
      helpCenter: 'Help Center',
      communityGuidelines: 'Community Guidelines',
      privacyPolicy: 'Privacy Policy',
      termsOfService: 'Terms of Service',
      impressum: 'Legal Notice (Impressum)',
      contact: 'Contact',
    },
    copyright: '© {{year}} Ageless Connect. All rights reserved.',
  },
};

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type LandingCatalogue = Widen<typeof en>;
