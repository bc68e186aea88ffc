// Many people tell their situation first and ask after, in separate messages: "Meine Bruttorente
// ist 1.600 Euro." – "Was bleibt netto?"; "We were married 12 years, his benefit is $2,800." – "I'm
// 67, mine is $1,100." – "So how much would I get?". A told message asks nothing; when the guide
// could not work with its numbers, the question that follows is read with it, as if written at
// once. What asks is read by the form of a sentence (a question mark, a sentence opened by a
// question or a request, a German verb before its subject, a wish to know), not by any subject's
// words.

// A sentence opened by a question word, an auxiliary asking, or a request: "how much…", "is it…",
// "can you…", "tell me…", "wie viel…", "bitte rechnen Sie…".
const ASKING_OPENER =
  /^(?:what|what's|whats|how|when|where|who|whom|whose|which|why|can|could|would|should|shall|will|do|does|did|is|are|was|were|might|must|tell|explain|calculate|compute|figure|show|help|give|list|please|wer|wen|wem|wessen|wie|was|wann|wo|woher|wohin|warum|weshalb|wieso|weswegen|welche|welcher|welches|welchen|welchem|inwiefern|bitte|erklären|erkläre|erklär|rechnen|rechne|sag|sagen|zeig|zeigen|helfen|hilf|nennen|nenne)\b/iu;
// A German question puts its verb before its subject: "Habe ich Anspruch…", "Bekommt sie…",
// "Steht mir…". "Ich habe…" and "Habe 1.600 € Rente" tell.
const VERB_BEFORE_SUBJECT =
  /^\p{L}+ (?:ich|es|man|sie|er|wir|ihr|du|mir|uns|mein|meine|meiner|meinem|meinen|das|dies|dieser|diese)\b/iu;
// Words that open a sentence and are no verb, so "Also ich…", "Jetzt ich…" do not ask.
const NO_VERB =
  /^(?:ich|du|er|sie|es|wir|ihr|man|also|und|aber|oder|jetzt|nun|dann|da|hier|heute|seit|mit|im|in|am|an|auf|nach|vor|für|bei|mein|meine|unser|unsere|der|die|das|den|dem|ein|eine|einen)\b/iu;
// A wish to know told as a statement: "I'd like to know…", "I wonder whether…", "ich möchte
// wissen…", "mich interessiert…".
const WISH_TO_KNOW =
  /\b(?:(?:want|like|need|wish) to (?:know|find out|understand)|wonder(?:ing)?|not sure (?:if|whether|how|what)|frage mich|(?:möchte|will|würde|wüsste)(?: \p{L}+){0,3} (?:wissen|erfahren|gern)|interessiert mich|mich interessiert)\b/iu;

const sentencesOf = (message: string): string[] =>
  message
    .split(/(?<=[.!;:])\s+|\n+/u)
    .map((sentence) => sentence.replace(/^[^\p{L}\p{N}]+/u, '').trim())
    .filter(Boolean);

/** Whether a message only tells (its situation, its numbers) and asks nothing of its own. */
export function asksNothing(message: string): boolean {
  if (message.includes('?') || WISH_TO_KNOW.test(message)) return false;
  return sentencesOf(message).every(
    (sentence) =>
      !ASKING_OPENER.test(sentence) &&
      !(VERB_BEFORE_SUBJECT.test(sentence) && !NO_VERB.test(sentence)),
  );
}
