// English catalogue: the spec's exact English labels. German mirrors every key (de.ts).

export const en = {
  common: {
    loading: 'Loading',
    error: 'Error',
    retry: 'Retry',
    skipToContent: 'Skip to main content',
    disclaimer: 'Educational content only. Consult licensed professionals for important decisions.',
    toast: {
      region: 'Notifications',
      close: 'Close',
    },
  },
  shell: {
    nav: {
      label: 'Main navigation',
      logo: 'Ageless Connect',
      home: 'Ageless Connect home page',
      howItWorks: 'How It Works',
      successStories: 'Success Stories',
      askGuide: 'Ask the guide',
      calculators: 'Calculators',
      uploadData: 'Upload Data',
      menu: 'Menu',
      getStarted: 'Get Started',
      myMatches: 'My Matches',
      // Read after "My Matches" by screen readers, joined with commas: "My Matches, 2 requests waiting, 1 new message".
      requestsWaiting_one: '{{count}} request waiting',
      requestsWaiting_other: '{{count}} requests waiting',
      newMessages_one: '{{count}} new message',
      newMessages_other: '{{count}} new messages',
    },
    textSize: {
      label: 'Text size',
      normal: 'Normal',
      large: 'Large',
      larger: 'Larger',
    },
    language: {
      label: 'Language',
      en: 'English',
      de: 'German',
    },
    remote: {
      loading: 'Loading this page…',
      unavailableTitle: 'This part of Ageless Connect could not be loaded',
      unavailableMessage: 'Please check your internet connection and try again.',
      incompatibleMessage:
        'This part of Ageless Connect is being updated. Please try again in a moment.',
    },
    notFound: {
      title: 'Page Not Found',
      message: 'We could not find the page you were looking for.',
      home: 'Back to the home page',
    },
    upgrade: {
      eyebrow: 'Connector plan',
      title: 'Upgrade to Connector',
      intro:
        'Ageless Connect is free to explore, with no commitment. The Connector plan is for people who want to go further with the AI guide and premium topics.',
      price: '€29',
      perMonth: 'per month',
      includesTitle: 'What the Connector plan includes',
      includes: {
        conversations: 'Unlimited conversations with the AI guide (the free tier includes 5)',
        premiumTags: 'Premium topic tags: more detailed conversation starters beside the free ones',
        everythingFree:
          'Everything that is free today: your synergy profile, your matches and the trending topics',
      },
      notLiveTitle: 'Payments are not live yet',
      notLiveMessage:
        'You cannot subscribe online yet. We do not ask for payment details and nothing is charged. Until the plan opens, everything that is free stays free.',
      keepExploring: 'Keep exploring for free',
      talkToGuide: 'Talk to the AI guide',
    },
    embedDemo: {
      title: 'Embed demo',
      message: 'This page shows how Ageless Connect looks inside another website.',
      widgetHint:
        'The round button at the bottom right of this page is the widget: open it to chat.',
      snippetTitle: 'Add the chat to your website',
      snippetIntro:
        'Paste these two lines into your page. Set lang to "en" or "de". Your page needs no \'unsafe-inline\' in its Content Security Policy: allow the widget\'s origin in script-src, style-src and connect-src.',
      snippetLabel: 'Code to copy',
      copy: 'Copy code',
      copied: 'Code copied',
      copyFailed: 'Copying failed. Please select the code and copy it yourself.',
    },
    titles: {
      page: '{{page}} | Ageless Connect',
      home: 'Ageless Connect: Turn What You Have Into The Life You Want',
      onboarding: 'Discover Your Synergy Profile',
      chat: 'AI Guide',
      upload: 'Upload Data',
      pensionPlanner: 'Pension Planner',
      budgetOptimizer: 'Budget Optimizer',
      matches: 'Your Synergy Matches',
      blueprint: 'Collaboration Idea',
      embedDemo: 'Embed Demo',
      upgrade: 'Upgrade to Connector',
      notFound: 'Page Not Found',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      help: 'Help Center',
      communityGuidelines: 'Community Guidelines',
      safety: 'Safety & Trust',
      impressum: 'Legal Notice (Impressum)',
      contact: 'Contact',
    },
    footer: {
      pagesLabel: 'Help and legal information',
      copyright: '© {{year}} Ageless Connect',
    },
  },
  // A person's card, as they chose it (issue 26 item 3): shown on matches and previewed in the wizard.
  personCard: {
    label: 'About {{name}}',
    age: 'Age',
    place: 'Town or district',
    languages: 'Speaks',
    about: 'In their own words',
    nothingChosen: 'Has not chosen to show more about themselves.',
    ageBands: {
      'under-55': 'Under 55',
      '55-59': '55–59',
      '60-64': '60–64',
      '65-69': '65–69',
      '70-74': '70–74',
      '75-79': '75–79',
      '80-plus': '80 or older',
    },
  },
} as const;

// The shape every catalogue must have: the same keys, any string values.
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
