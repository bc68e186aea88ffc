import { Injectable } from '@nestjs/common';
import type { Language } from '@ageless/contracts';
import { markdownAsText } from '../../knowledge/index.js';
import { leansBack } from './compose.js';
import type { Guide, GuideAnswer, GuideChunk, GuideRequest, Passage } from './guide.js';
import { type GuidePlan, GuidePlanner, type PlanSource } from './planner.js';

const TEXT = {
  intro: {
    en: 'Here is what our knowledge base says about this:',
    de: 'Das sagt unsere Wissensdatenbank dazu:',
  },
  uploaded: {
    en: 'From an uploaded document (not an official source; please check it against the official one):',
    de: 'Aus einem hochgeladenen Dokument (keine offizielle Quelle; bitte mit der offiziellen Stelle abgleichen):',
  },
  otherLanguage: {
    en: '(This source is in German.)',
    de: '(Diese Quelle ist auf Englisch.)',
  },
  nothing: {
    en:
      "I don't have information on that, so I won't guess. I can help with retirement and later-life topics such as " +
      'Social Security, 401(k), Medicare, healthcare costs, the German statutory pension, long-term care, medical tourism, longevity, ' +
      'retiring abroad, relocation, budgeting, purpose and co-living. Could you rephrase your question or pick one of these?',
    de:
      'Dazu habe ich keine Informationen, deshalb rate ich nicht. Ich helfe gern bei Themen rund um Ruhestand ' +
      'und späteres Leben, zum Beispiel gesetzliche Rente, Rentenlücke, Abschläge, Pflegeversicherung, US-Rente, Medicare, ' +
      'Gesundheitskosten, Medizintourismus, gesund älter werden, Ruhestand im Ausland, Umzug, Budget, Sinn und gemeinschaftliches Wohnen. ' +
      'Möchten Sie Ihre Frage anders formulieren oder eines dieser Themen wählen?',
  },
  uploadedLabel: { en: 'uploaded document', de: 'hochgeladenes Dokument' },
} as const;

const MAX_SENTENCES = 4;
const MAX_CHARS = 900;
const MIN_TERM = 3;
// A further sentence must share at least about one specific term with the question.
const MIN_SCORE = 0.5;
// Later passages matter less than the best one.
const PASSAGE_PENALTY = 1;
// A question term the answer already covers still counts a little.
const COVERED_FACTOR = 0.25;
// Bonus for the sentence that follows a chosen one in the same paragraph.
const CONTINUATION = 0.6;

// A cheap stem that works for English and German alike: umlauts folded and one common ending cut
// while five letters remain ("Abschläge"/"Abschlag", "gesetzlichen"/"gesetzliche", "pensions"/"pension").
const ENDINGS = ['ungen', 'ing', 'en', 'er', 'es', 'e', 'n', 's'];
const FOLD: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss' };

function stem(word: string): string {
  const folded = word.replace(/[äöüß]/g, (letter) => FOLD[letter] ?? letter);
  for (const ending of ENDINGS) {
    if (folded.endsWith(ending) && folded.length - ending.length >= 5)
      return folded.slice(0, -ending.length);
  }
  return folded;
}

// Function words carry no subject; without them "was ist die ..." cannot pair with every sentence.
const FUNCTION_WORDS = new Set(
  (
    'the and for are was were what when where which who how does can could should would will with from that this have has ' +
    'about into than then there their your you our not but all any may must its his her they them ' +
    'der die das den dem des ein eine einer eines einem und ist sind war wie was wann wer welche welcher welches mit von ' +
    'für auf aus bei nach über unter vor zum zur ich sie wir ihr mein meine kann können muss soll sollte wird werden nicht ' +
    'auch oder aber wenn dass noch nur schon sehr'
  ).split(' '),
);

/** The question's or a sentence's terms, in order. */
function termList(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .filter((word) => (word.length >= MIN_TERM && !FUNCTION_WORDS.has(word)) || /^\d+$/.test(word))
    .map(stem);
}

const pairs = (list: string[]): Set<string> =>
  new Set(list.slice(1).map((term, i) => `${list[i]} ${term}`));

const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}•"„(])/u;
// "31. März": a German date, not the end of a sentence.
const DATE_BREAK = /\b\d{1,2}\.$/;
const MONTH_START =
  /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/;

function splitSentences(line: string): string[] {
  const merged: string[] = [];
  for (const piece of line.split(SENTENCE_END)) {
    const last = merged.length - 1;
    if (last >= 0 && DATE_BREAK.test(merged[last]!) && MONTH_START.test(piece))
      merged[last] = `${merged[last]} ${piece}`;
    else merged.push(piece);
  }
  return merged;
}
const HEADING_WORDS = 6;

interface Sentence {
  /** What is shown. */
  text: string;
  /** What is matched against the question: a short heading before it counts as part of it. */
  scoring: string;
  paragraph: number;
}

// Sentences, keeping list items ("• ...") and numbers like "0.3" or "14,4" intact. A short heading
// ("Standard retirement age.") is not shown on its own but lends its words to its paragraph.
function sentences(text: string): Sentence[] {
  const result: Sentence[] = [];
  text.split(/\n+/).forEach((line, paragraph) => {
    let heading = '';
    for (const raw of splitSentences(line)) {
      const sentence = raw.replace(/^•\s*/, '').trim();
      if (!sentence) continue;
      if (
        sentence.split(/\s+/).length < HEADING_WORDS &&
        result.every((s) => s.paragraph !== paragraph)
      ) {
        heading = `${heading} ${sentence}`;
        continue;
      }
      result.push({ text: sentence, scoring: `${heading} ${sentence}`, paragraph });
    }
  });
  return result;
}

interface Candidate {
  passage: number;
  index: number;
  paragraph: number;
  text: string;
  terms: Set<string>;
  pairs: Set<string>;
}

/** The sources of the passages an answer used: articles with their link, uploads named as such without one. */
export function passageSources(passages: Passage[], language: Language): PlanSource[] {
  const byDocument = new Map<string, PlanSource>();
  for (const passage of passages) {
    if (byDocument.has(passage.documentId)) continue;
    byDocument.set(
      passage.documentId,
      passage.uploaded
        ? { title: `${passage.title} (${TEXT.uploadedLabel[language]})`, url: null }
        : { title: passage.title, url: passage.sourceUrl },
    );
  }
  return [...byDocument.values()];
}

/**
 * Answers without a language model, from the planner's understanding: safety routes, the rule tools'
 * and calculators' results, a curated answer card, or else the sentences of the passages found that
 * share most terms with the question. Deterministic: the same question and history give the same answer.
 */
@Injectable()
export class OfflineGuide implements Guide {
  constructor(private readonly planner: GuidePlanner) {}

  async answer(request: GuideRequest): Promise<GuideAnswer> {
    return this.render(await this.planner.plan(request), request.language);
  }

  /** The answer for a plan made already (the language model's fallback uses the same plan). */
  render(plan: GuidePlan, language: Language): GuideAnswer {
    const body =
      plan.kind === 'passages'
        ? this.compose(plan.question, language, plan.passages)
        : (plan.text ?? TEXT.nothing[language]);
    return {
      text: plan.opening ? `${plan.opening} ${body}` : body,
      answeredBy: 'offline',
      sources: plan.kind === 'passages' ? passageSources(plan.passages, language) : plan.sources,
      topic: plan.topic,
      system: plan.system,
      context: plan.context,
    };
  }

  async *stream(request: GuideRequest): AsyncGenerator<GuideChunk, GuideAnswer> {
    const answer = await this.answer(request);
    for (const piece of answer.text.match(/\S+\s*/g) ?? []) yield { type: 'token', text: piece };
    return answer;
  }

  compose(message: string, language: Language, passages: Passage[]): string {
    if (passages.length === 0) return TEXT.nothing[language];
    const chosen = passages;
    const questionList = termList(message);
    const question = new Set(questionList);
    const questionPairs = pairs(questionList);
    const split = chosen.map((passage) =>
      sentences(passage.text).map((sentence) => {
        const list = termList(sentence.scoring);
        return { ...sentence, terms: new Set(list), pairs: pairs(list) };
      }),
    );
    // Question terms found in few sentences say more about what was asked than ones found everywhere.
    const all = split.flat();
    const weight = new Map<string, number>();
    for (const term of question) {
      const df = all.filter((sentence) => sentence.terms.has(term)).length;
      // Plain IDF: a word in most sentences ("der", "the") weighs next to nothing.
      if (df > 0) weight.set(term, Math.log((all.length + 1) / df));
    }
    const candidates: Candidate[] = split.flatMap((list, p) =>
      list.map((sentence, index) => ({
        passage: p,
        index,
        paragraph: sentence.paragraph,
        text: sentence.text,
        terms: sentence.terms,
        pairs: sentence.pairs,
      })),
    );
    // Greedy coverage: each next sentence is the one that adds most of what the question asks and the
    // answer does not cover yet, so "Regelaltersgrenze der gesetzlichen Rente" gets both parts answered.
    const covered = new Set<string>();
    const picked: Candidate[] = [];
    const gain = (candidate: Candidate): number => {
      let score = 0;
      for (const term of candidate.terms) {
        const w = weight.get(term) ?? 0;
        score += covered.has(term) ? w * COVERED_FACTOR : w;
      }
      // Words of the question in the same order ("standard retirement age") count again.
      for (const pair of candidate.pairs) {
        if (!questionPairs.has(pair)) continue;
        const [a = '', b = ''] = pair.split(' ');
        if (!covered.has(a) || !covered.has(b))
          score += (weight.get(a) ?? 0) + (weight.get(b) ?? 0);
      }
      // The sentence right after a chosen one in its paragraph usually finishes the thought.
      if (
        picked.some(
          (p) =>
            p.passage === candidate.passage &&
            p.paragraph === candidate.paragraph &&
            p.index === candidate.index - 1,
        )
      ) {
        score += CONTINUATION;
      }
      // Earlier passages rank higher; at equal gain, earlier sentences win.
      return score - candidate.passage * PASSAGE_PENALTY - candidate.index * 0.01;
    };
    const remaining = [...candidates];
    let length = 0;
    while (picked.length < MAX_SENTENCES && remaining.length > 0) {
      let best = -1;
      let bestGain = -Infinity;
      remaining.forEach((candidate, i) => {
        if (picked.length > 0 && length + candidate.text.length > MAX_CHARS) return;
        const g = gain(candidate);
        if (g > bestGain) {
          bestGain = g;
          best = i;
        }
      });
      if (best < 0 || (picked.length > 0 && bestGain < MIN_SCORE)) break;
      const [chosenSentence] = remaining.splice(best, 1);
      // A sentence that leans on the one before it ("Together they…") brings that one along.
      const before = candidates.find(
        (c) =>
          c.passage === chosenSentence!.passage &&
          c.paragraph === chosenSentence!.paragraph &&
          c.index === chosenSentence!.index - 1,
      );
      if (leansBack(chosenSentence!.text) && before && !picked.includes(before)) {
        picked.push(before);
        remaining.splice(remaining.indexOf(before), 1);
        length += before.text.length;
      }
      picked.push(chosenSentence!);
      length += chosenSentence!.text.length;
      for (const term of chosenSentence!.terms) if (question.has(term)) covered.add(term);
    }
    if (picked.length === 0) return TEXT.nothing[language];
    picked.sort((a, b) => a.passage - b.passage || a.index - b.index);
    // What an uploaded document says never runs on from a curated source's sentences: it gets its
    // own paragraph under its own warning, and its addresses are shown as text, not as links.
    const fromUpload = (candidate: Candidate): boolean => chosen[candidate.passage]!.uploaded;
    const curated = picked.filter((candidate) => !fromUpload(candidate));
    const uploaded = picked.filter(fromUpload);
    const foreign =
      chosen[0] && chosen[0].language !== language ? ` ${TEXT.otherLanguage[language]}` : '';
    const parts: string[] = [];
    if (curated.length > 0)
      parts.push(
        `${TEXT.intro[language]}${foreign}`,
        curated.map((candidate) => candidate.text).join(' '),
      );
    if (uploaded.length > 0)
      parts.push(
        `${TEXT.uploaded[language]}${curated.length > 0 ? '' : foreign}`,
        markdownAsText(uploaded.map((candidate) => candidate.text).join(' ')),
      );
    return parts.join('\n\n');
  }
}
