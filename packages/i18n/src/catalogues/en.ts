// English catalogue: the spec's exact English labels. German mirrors every key (de.ts).

export const en = {
  common: {
    loading: 'Loading',
    error: 'Error',
    retry: 'Retry',
    skipToContent: 'Skip to main content',
    disclaimer: 'Educational content only. Consult licensed professionals for important decisions.',
  },
  shell: {
    nav: {
      label: 'Main navigation',
      logo: 'Ageless Connect',
      home: 'Ageless Connect home page',
      howItWorks: 'How It Works',
      successStories: 'Success Stories',
      uploadData: 'Upload Data',
      getStarted: 'Get Started',
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
      title: 'Upgrade to Premium Tags',
      message: 'Premium tags are on their way. Thank you for your interest.',
    },
    embedDemo: {
      title: 'Embed demo',
      message: 'This page shows how Ageless Connect looks inside another website.',
    },
    footer: {
      copyright: '© 2025 Ageless Connect',
    },
  },
  landing: {
    hero: {
      title: 'Ageless Connect',
      tagline: 'Turn What You Have Into The Life You Want',
      subtitle:
        'Share your assets, skills and values, and discover people to build a meaningful next chapter with.',
      startChat: 'Talk to Our AI Guide',
      getStarted: 'Get Started',
    },
  },
  onboarding: {
    title: 'Discover Your Synergy Profile',
    intro: 'Four short steps help us understand what you have, what you can do and what you need.',
    stepLabel: 'Step {{step}} of {{total}}',
    steps: {
      have: 'What You Have',
      can: 'What You Can Do',
      need: 'What You Need',
      motivates: 'What Motivates You',
    },
  },
  matches: {
    title: 'Your Synergy Matches',
    loading: 'Finding your perfect matches...',
    forProfile: 'Matches for profile {{profileId}} will appear here.',
    invalidTitle: 'Invalid Profile',
    invalidMessage: 'Profile ID is required to view matches.',
  },
  chat: {
    title: 'Ageless Synergy Guide',
    welcome:
      'Ask about pensions, health, longevity, relocation or finding purpose. The guide is here to help.',
    upload: {
      title: 'Upload Data',
      intro: 'Add retirement-system documents (.doc, .docx or .txt) to the knowledge base.',
    },
    embed: {
      title: 'Ageless Synergy Guide',
      intro: 'Chat with the guide right here.',
    },
  },
} as const;

// The shape every catalogue must have: the same keys, any string values.
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
