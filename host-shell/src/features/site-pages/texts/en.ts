// The texts of the pages behind the footers (privacy, terms, help, community guidelines, safety,
// Impressum, contact). German mirrors every key (de.ts). What they say about storage, deletion and
// limits follows docs/DECISIONS.md and the API's code; change them together.

export const en = {
  common: {
    related: 'More help',
    loading: 'Loading the operator’s details…',
    loadFailedTitle: 'The operator’s details could not be loaded',
    loadFailedMessage: 'Please check your internet connection and try again.',
    retry: 'Try again',
    pageLoading: 'Loading this page…',
    notProvided: 'not provided by this installation',
    notConfiguredTitle: 'This installation has not filled in its details yet',
    notConfiguredMessage:
      'Whoever runs this copy of Ageless Connect has not yet said who they are or how to reach them. We do not make up details: until they are filled in, this page cannot name anyone.',
    forOperator:
      'For the operator: set SITE_OPERATOR_NAME, SITE_OPERATOR_ADDRESS, SITE_CONTACT_EMAIL and, where they apply, SITE_CONTACT_PHONE, SITE_OPERATOR_REPRESENTATIVE, SITE_REGISTER_ENTRY and SITE_VAT_ID (see the README), then restart the server.',
    operatorNoteTitle: 'A note from the software',
    fields: {
      name: 'Name',
      address: 'Address',
      representative: 'Represented by',
      email: 'E-mail',
      phone: 'Phone',
      registerEntry: 'Register entry',
      vatId: 'VAT identification number',
    },
    links: {
      onboarding: 'Create my profile',
      myMatches: 'Go to My Matches',
      chat: 'Ask the AI guide',
      contact: 'Contact a person',
      help: 'Help Center',
      safety: 'Safety & Trust',
      communityGuidelines: 'Community Guidelines',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      impressum: 'Legal Notice (Impressum)',
      trustSection: 'How we build trust (home page)',
    },
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'What Ageless Connect stores about you, where, for how long, and how you can have it deleted, in plain words. We store as little as the service needs. There is no advertising and no tracking.',
    responsibleHeading: 'Who is responsible for your data',
    responsibleText:
      'The operator of this installation decides what happens to your data (the “controller” under the EU General Data Protection Regulation, GDPR):',
    sections: {
      where: {
        heading: 'Where your data is kept',
        paragraphs: {
          one: 'Everything you enter is stored in the database of this installation, on the servers its operator has chosen. We do not sell it, and we do not pass it on for advertising.',
        },
      },
      profile: {
        heading: 'Your synergy profile',
        paragraphs: {
          one: 'When you create a profile we store your answers: what you have, can do, need and value, your time and energy, and the place you give. We keep the place as you wrote it, and for matching only the centre of that town on the map, so please give a town or postcode, not your street.',
          two: 'Other people see only the options you ticked (for example “Gardening”) and a rough distance, never what you wrote in your own words and never your address. If you give an e-mail address for notices, it is stored with your profile and never shown to anyone. We also keep a scrambled code (hash) of the internet connection the profile was made from, never the address itself, so that many profiles made over one connection cannot fill other people’s pages or come back after a block.',
          three:
            'Your profile stays until you delete it. It does not expire by itself, so please delete it when you no longer need it.',
        },
      },
      introductions: {
        heading: 'Introductions, blocks and reports',
        paragraphs: {
          one: 'When you ask for an introduction we store your short message, with web and e-mail addresses, phone numbers, account numbers, home addresses, passwords and codes removed. Your phone number or e-mail is stored, and shown to the other person, only when you accept an introduction and choose to share it.',
          two: 'When you decline, block or report someone, we store that, so the person stays hidden from you. For this we keep two scrambled codes (hashes) of random browser keys, a kind and a date; they stay even when a profile is deleted, so that a blocked person cannot come back with a new profile. A report keeps the message it is about, so the operator’s staff can judge it.',
        },
      },
      chat: {
        heading: 'Conversations with the AI guide',
        paragraphs: {
          one: 'Your messages to the guide and its answers are stored on the server with the conversation, so it can continue where you left off. The conversation is tied to a random key in a cookie of your browser: only that browser can read or continue it. It stays on the server until it is deleted.',
          two: 'To count the free conversations of each day, we store a scrambled form (hash) of your browser key and of your internet address, with a count. These counts are deleted after about two days.',
        },
      },
      cookies: {
        heading: 'Cookies and storage on your device',
        paragraphs: {
          one: 'We use two cookies. Both are needed for the service to work; none is for advertising or statistics, so we do not ask for consent (§ 25 (2) TDDDG, the German law on storage in your device):',
        },
        items: {
          profileCookie:
            'ageless_profile_owner: a random key that shows that the profiles created in this browser are yours. It is kept for one year.',
          chatCookie:
            'ageless_chat_owner: a random key that ties your conversations with the guide to this browser. It is kept for one year.',
        },
        after: {
          one: 'Your browser also keeps a few things on this device. They stay on your device:',
        },
        afterItems: {
          settings: 'your language, your text size and calm reading mode;',
          conversations:
            'your conversations with the guide, so they are still there when you return;',
          wizard:
            'your answers to the profile questions until the profile is created, only until you close the tab;',
          widget:
            'in the chat window on other websites, the random chat key as well, because those browsers often block our cookie;',
          staff: 'for staff only: the admin token, until the tab is closed.',
        },
      },
      email: {
        heading: 'E-mails',
        paragraphs: {
          one: 'If you give an e-mail address and this installation sends e-mail, we first send one message with a link to confirm the address. Only after you confirm it do we tell you that an introduction request or an acceptance is waiting, at most three times a day. The e-mail says nothing about the other person. A message waiting to be sent is deleted once it is sent, or after six failed attempts.',
        },
      },
      logs: {
        heading: 'Server records',
        paragraphs: {
          one: 'The server records each request: the time, the kind of request, the address of the page (with the codes of profiles and conversations masked) and the result. It does not record what you type, your cookies or passwords. To protect the service from abuse it counts requests per internet address for at most 15 minutes.',
          two: 'How long these records are kept depends on how the operator runs the server; you can ask them (see “Who is responsible” above).',
        },
      },
      erase: {
        heading: 'How to delete your data',
        items: {
          profile:
            'Your profile: open My Matches and choose “Delete my profile”. The profile, its introductions and blocks, the contact details shared in them and the reports about it are deleted at once. A report you made stays for the staff, without your profile.',
          conversation:
            'A conversation with the guide: choose “Forget this conversation” beside it, and it is deleted from this device and from the server. This works only in the browser the conversation was started in, because only that browser holds its key. If you can no longer use that browser, write to the operator with the date and a few words of the conversation.',
          device:
            'On your device: clearing this site’s data in your browser removes everything kept there. Delete your profile and conversations first: afterwards your browser can no longer prove that they are yours (your private return link still can).',
        },
      },
      rights: {
        heading: 'Your rights',
        paragraphs: {
          one: 'Under the GDPR you may ask what is stored about you, have it corrected or deleted, restrict or object to its use, and receive it in a common format. Write to the operator named above. You may also complain to a data protection authority.',
          two: 'We use your data to provide the service you ask for (Art. 6 (1) (b) GDPR) and to protect it and its members from abuse (Art. 6 (1) (f) GDPR).',
        },
      },
    },
    languageModelOn:
      'This installation also sends your messages to a language-model service chosen by its operator, which writes the answers. Please do not type your full name, address, account numbers or health details you would not want to share.',
    languageModelOff:
      'This installation writes the guide’s answers itself: your messages are not sent to any other company.',
    operatorNote:
      'This policy describes what the Ageless Connect software stores and does. The operator of this installation is responsible for adding what their own setup changes, for example the company that hosts the servers or how long server records are kept.',
  },
  terms: {
    title: 'Terms of Service',
    intro:
      'The rules for using Ageless Connect, in plain words. By using the service you agree to them.',
    sections: {
      what: {
        heading: 'What Ageless Connect is',
        paragraphs: {
          one: 'A free service that helps you find people nearby to share a home, skills, time or a project with; an AI guide for questions about retirement and later life; and calculators for pensions and budgets. It is run by the operator named in the Legal Notice (Impressum).',
        },
      },
      advice: {
        heading: 'Information, not professional advice',
        paragraphs: {
          one: 'The guide, the calculators and the articles are for education only. They can be wrong, incomplete or out of date. Before an important decision about money, health, law or housing, ask a licensed professional.',
        },
      },
      members: {
        heading: 'Agreements between members',
        paragraphs: {
          one: 'Ageless Connect introduces people; it is not part of what you agree with each other. Members are not identity-checked yet. Meet safely, take your time, and put what matters in writing (see Safety & Trust).',
        },
      },
      conduct: {
        heading: 'Your part',
        items: {
          adult: 'You must be an adult (18 or older).',
          honest: 'Describe yourself honestly and follow the Community Guidelines.',
          yours: 'What you write is your responsibility.',
          noMisuse:
            'Do not misuse the service: no advertising, no requests for money, no attempts to break or overload it.',
        },
        after: {
          one: 'Staff may remove messages and hide people who break these rules, in particular after a report.',
        },
      },
      price: {
        heading: 'Free of charge',
        paragraphs: {
          one: 'Using Ageless Connect is free. The chat window on other websites allows five free conversations a day. A paid plan is planned: you cannot subscribe yet, and nothing is charged.',
        },
      },
      availability: {
        heading: 'Availability and changes',
        paragraphs: {
          one: 'The operator tries to keep the service running but cannot promise that it is always available or free of errors. If these terms change, this page shows the new version.',
          two: 'You can stop using the service at any time and delete your profile. Nothing in these terms limits the rights the law gives you.',
        },
      },
    },
    operatorNote:
      'These terms come with the software. The operator of this installation should check them against the law that applies to them and add what their service needs.',
  },
  help: {
    title: 'Help Center',
    intro: 'How Ageless Connect works, step by step, and what the AI guide can and cannot do.',
    sections: {
      start: {
        heading: 'Getting started',
        paragraphs: {
          one: 'Answer a few questions about what you have, can do, need and value. It takes about five minutes. You need no account and no password. Your matches appear as soon as you finish.',
        },
      },
      matching: {
        heading: 'How matching works',
        paragraphs: {
          one: 'Ageless Connect looks for ideas to do together, such as sharing a home, exchanging skills or a shared garden, and for people nearby whose answers complete yours: what you have meets what they need, and the other way round. Values you share count too.',
          two: 'Each idea shows how well it fits (High Match, Good Match or Potential), a distance and the reasons in plain words. Distances are rough, never an address.',
        },
      },
      introductions: {
        heading: 'How introductions work',
        items: {
          learnMore:
            'On an idea, “Learn More” shows the people who complete you in it. You can ask for an introduction with a short message.',
          theySee:
            'The other person sees your message, never your contact details. They can accept, decline, block or report.',
          accept:
            'Only if they accept and choose to share a phone number or e-mail do you see it. You can then share yours the same way.',
          limits:
            'You can ask for five introductions a day, so that nobody is flooded with requests.',
          notices:
            'If you gave and confirmed an e-mail address, we tell you when something is waiting. Otherwise My Matches shows it the next time you visit.',
        },
      },
      devices: {
        heading: 'Your profile on another device',
        paragraphs: {
          one: 'There is no account: your profile belongs to the browser you created it in. Keep the private link you are shown after creating it. Opening that link on another computer or phone makes the profile yours there too.',
        },
      },
      guideCan: {
        heading: 'What the AI guide can do',
        items: {
          explain:
            'Explain pensions and retirement in the US and in Germany: Social Security, Medicare, 401(k), the statutory pension (gesetzliche Rente), long-term care insurance and more.',
          topics:
            'Talk about budgeting, moving or retiring abroad, medical travel, healthy ageing and finding purpose.',
          calculate:
            'Work out estimates with the Pension Planner and the Budget Optimizer, and show how it got there.',
          sources:
            'Answer from articles checked by the staff, and say where a figure comes from and from when.',
        },
      },
      guideCannot: {
        heading: 'What the AI guide cannot do',
        items: {
          records: 'It cannot see your pension account, your bank or your health records.',
          advice:
            'It gives no personal financial, legal or medical advice. For decisions, ask a professional.',
          wrong: 'It can be wrong. Check important figures with the official source.',
          act: 'It cannot contact people, make appointments or send help in an emergency.',
          person: 'It is not a person. To reach a person, see Contact.',
        },
      },
      emergency: {
        heading: 'In an emergency',
        paragraphs: {
          one: 'Call 911 in the US or 112 in Germany. The guide and this website cannot send help.',
        },
      },
      reading: {
        heading: 'Reading and using the site',
        paragraphs: {
          one: 'At the top of every page you can make the text larger (Normal, Large, Larger) and switch between English and German. Everything works with the keyboard: Tab moves to the next link or button, Enter opens it.',
        },
      },
    },
  },
  communityGuidelines: {
    title: 'Community Guidelines',
    intro:
      'Ageless Connect works when people can trust each other. These rules apply to every message and every meeting.',
    sections: {
      kind: {
        heading: 'Be kind and respectful',
        paragraphs: {
          one: 'Write to others as you would like to be written to. Everyone here has a lifetime of experience; disagree politely.',
        },
      },
      honest: {
        heading: 'Be honest',
        paragraphs: {
          one: 'Describe what you really have, can do and need. Say who you are in introductions. Do not pretend to be someone else.',
        },
      },
      money: {
        heading: 'Never ask for money',
        paragraphs: {
          one: 'Do not ask other members for money, loans, gifts, gift cards, investments or bank details, and do not use introductions to advertise or sell.',
        },
      },
      no: {
        heading: 'Take no for an answer',
        paragraphs: {
          one: 'If someone declines or does not reply, leave them be. Do not try again with another profile.',
        },
      },
      privacy: {
        heading: 'Respect privacy',
        paragraphs: {
          one: 'Do not pass on anyone’s contact details, photos or what they told you without their permission.',
        },
      },
      harm: {
        heading: 'No harassment, hate or threats',
        paragraphs: {
          one: 'No insults, threats, sexual pressure or discrimination because of age, origin, religion, disability, gender or sexual orientation.',
        },
      },
      report: {
        heading: 'When someone breaks these rules',
        paragraphs: {
          one: 'Decline, block or report them from their introduction on My Matches. When you block or report someone, you will not see each other again.',
          two: 'The operator’s staff review every report. When they uphold a report, or when three different people report the same person, that person is hidden from everyone.',
        },
      },
    },
  },
  safety: {
    title: 'Safety & Trust',
    intro:
      'How Ageless Connect protects you, what it does not check, and how to meet people safely and spot a scam.',
    sections: {
      protects: {
        heading: 'How Ageless Connect protects you',
        items: {
          bothYes:
            'Introductions happen only when both people say yes, and your contact details are shared only when you choose.',
          cleaned:
            'Web addresses, phone numbers and account numbers are removed from introduction messages, and a message that mentions money comes with a warning.',
          block: 'You can decline, block or report anyone.',
          noAds: 'There is no advertising, and you can delete your profile at any time.',
        },
      },
      notChecked: {
        heading: 'What we do not check',
        paragraphs: {
          one: 'Members are not identity-checked yet. Identity checks and volunteer mediation are planned but not available. Treat every new contact as a stranger until you have met safely.',
        },
      },
      meeting: {
        heading: 'Meeting safely',
        items: {
          public: 'Meet first in a busy public place in daylight, such as a café or a library.',
          travel: 'Get there and back on your own.',
          tell: 'Tell a friend or relative where you are going, who you are meeting and when you will be back.',
          address: 'Keep your home address to yourself until you know the person well.',
          slow: 'Take your time. Before sharing a home, meet several times and agree in writing on costs, house rules and a trial period.',
          leave: 'Trust your feelings. You may leave at any time, without explaining.',
        },
      },
      scams: {
        heading: 'Warning signs of a scam',
        items: {
          money:
            'Someone asks for money, a loan, gift cards, cryptocurrency or bank details, however good the story.',
          hurry: 'Pressure and secrecy: “it must be today”, “don’t tell your family”.',
          feelings:
            'Strong feelings very quickly, but always a reason not to meet or not to talk on the phone.',
          returns: 'An investment that promises high and safe returns.',
          officials:
            'A call from “the bank”, “the police” or a pension office asking for a PIN, a password or a payment.',
        },
        after: {
          one: 'Never send money, gift cards or bank details to someone you met here. Hang up, and call back on a number you know. Talk to someone you trust before you pay anything.',
        },
      },
      report: {
        heading: 'Reporting',
        paragraphs: {
          one: 'Report the person from their introduction on My Matches: you will not see each other again, and the staff review it. In the US you can also report fraud to the FTC at reportfraud.ftc.gov; in Germany, go to the police.',
        },
      },
      danger: {
        heading: 'If you are in danger',
        paragraphs: {
          one: 'Call 911 in the US. In Germany call 112, or the police on 110.',
        },
      },
    },
  },
  impressum: {
    title: 'Legal Notice (Impressum)',
    intro:
      'Information about the provider of this service under § 5 of the German Digital Services Act (Digitale-Dienste-Gesetz, DDG).',
    providerHeading: 'Provider',
    contactHeading: 'Contact',
    registerHeading: 'Register and tax',
    missingRequired:
      'Some details the law asks for are missing here. This installation has not filled them in yet.',
    operatorNote:
      'This page is a template that comes with the software and shows the operator’s settings. Depending on the service, more details may be required (for example a supervisory authority, professional rules, or a person responsible for editorial content under § 18 (2) MStV); the operator should check and add them.',
  },
  contact: {
    title: 'Contact',
    intro: 'How to reach a person, and who else you can talk to before you decide anything.',
    operatorHeading: 'The people who run this service',
    operatorIntro: 'You can reach the operator of this installation:',
    writeTo: 'Write an e-mail to {{email}}',
    callOn: 'Call {{phone}}',
    noBankDetails: 'Please never send passwords or bank details by e-mail.',
    notConfiguredTitle: 'No contact address has been given yet',
    notConfiguredMessage:
      'This installation has not given a contact address yet, so we cannot put you in touch with a person here. The AI guide can answer questions about the site and about retirement, but it is not a person.',
    sections: {
      helpWith: {
        heading: 'What a person here can help with',
        items: {
          using: 'Questions about using Ageless Connect.',
          data: 'Your profile, a deletion or your data (see the Privacy Policy).',
          member: 'A problem with another member (please also report them on My Matches).',
          mistake: 'A mistake on this website.',
        },
      },
      trusted: {
        heading: 'Someone you trust',
        paragraphs: {
          one: 'A family member or a friend can look at your matches with you before you answer anyone. Taking time is always all right.',
        },
      },
    },
    otherHeading: 'Other services you can call',
    usHeading: 'In the US',
    germanyHeading: 'In Germany',
    services: {
      eldercare: 'Eldercare Locator, help for older adults near you',
      ssa: 'Social Security',
      medicare: 'Medicare',
      crisisUs: '988 Suicide & Crisis Lifeline, day and night',
      drv: 'Deutsche Rentenversicherung, free of charge',
      seelsorge: 'TelefonSeelsorge, free, day and night',
      emergency: 'Emergency',
    },
  },
};

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type SitePagesTexts = Widen<typeof en>;
