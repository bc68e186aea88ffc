import { ANSWER_CARDS } from '../cards/index.js';
import { procedureAsked, procedureCardId, withoutProcedureWords } from './procedure.js';

const card = (id: string) => {
  const found = ANSWER_CARDS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};

describe('what a follow-up asks to do next', () => {
  it.each([
    ['where do I apply for that?', 'apply'],
    ['How do I sign up?', 'apply'],
    ['wo beantrage ich das?', 'apply'],
    ['Wie stelle ich den Antrag?', 'apply'],
    ['who do I call?', 'contact'],
    ['Is there someone I can talk to?', 'contact'],
    ['wer hilft mir dabei?', 'contact'],
    ['An wen wende ich mich?', 'contact'],
    ['Wen kann ich anrufen?', 'contact'],
    ['who helps me apply?', 'contact'],
    ['what documents do I need?', 'documents'],
    ['Und was brauche ich dafür für Unterlagen?', 'documents'],
    ['Welche Nachweise muss ich vorlegen?', 'documents'],
  ] as const)('"%s" asks %s', (message, asked) => {
    expect(procedureAsked(message)).toBe(asked);
  });

  it.each([
    'Who gets the survivor benefit?',
    'Wer bekommt die Witwenrente?',
    'and what if I wait until 70?',
    'und netto?',
    'What do I need to qualify?',
  ])('"%s" asks for no office', (message) => {
    expect(procedureAsked(message)).toBeNull();
  });

  it('leaves only what a follow-up names besides asking', () => {
    expect(withoutProcedureWords('wo beantrage ich die Witwenrente?')).toMatch(/Witwenrente/);
    expect(withoutProcedureWords('Wen kann ich anrufen?')).not.toMatch(/anrufen|Wen/i);
  });
});

describe('the office of a subject', () => {
  it.each([
    ['ss-spousal', 'apply', 'ss-how-to-apply'],
    ['ss-survivor', 'contact', 'ss-contact'],
    ['us-ssi', 'apply', 'ss-how-to-apply'],
    ['medicare-iep', 'apply', 'medicare-sign-up'],
    ['medicare-medigap', 'contact', 'medicare-contact'],
    ['de-regelaltersgrenze', 'apply', 'de-antrag'],
    ['de-abschlag', 'contact', 'de-beratung'],
    ['de-pflegegeld', 'apply', 'de-pflegegrad-antrag'],
    ['de-pflegegrad-antrag', 'contact', 'de-pflegeberatung'],
    // Subjects another office handles answer themselves or name the card that does.
    ['de-grundsicherung', 'apply', 'de-grundsicherung'],
    ['de-rente-reicht-nicht', 'documents', 'de-grundsicherung'],
    ['medicare-advantage', 'apply', 'medicare-advantage'],
  ] as const)('%s, asked %s, is answered by %s', (subject, asked, office) => {
    expect(procedureCardId(card(subject), asked)).toBe(office);
  });

  it('every card it names exists, so a follow-up never lands on nothing', () => {
    const kinds = ['apply', 'contact', 'documents'] as const;
    for (const subject of ANSWER_CARDS)
      for (const asked of kinds) {
        const office = procedureCardId(subject, asked);
        if (office !== null) expect(ANSWER_CARDS.some((other) => other.id === office)).toBe(true);
      }
  });
});
