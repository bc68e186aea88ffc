import { wordSet } from './word-lists.js';
// Thirteenth hostile pass #2: asks to go on elsewhere that name no messenger and give no
// contact detail. The offPlatform warning is for them too (scam-signals.ts gives it; this says when).
//
// Searched for by name: "look me up on LinkedIn", "just google Anna Meier Bremen", "search for me
// by name", "Such mich bei Xing, unter meinem vollen Namen". Where to find the writer is as good as
// an address: the talk goes on where no one reads along. "Look me up when you are in town", "I
// searched for a recipe on Google" and "I can't find my name on the list" ask nothing.
//
// Somewhere no one watches: "somewhere the moderators can't see", "wo uns keiner mitliest", "away
// from this site's eyes": a place or a move, a watcher (the site, its moderators, or no one
// watching us), and the watching itself, in one sentence. "Nobody watches TV at our house" and "the
// moderators can see if someone is rude" ask nothing.
//
// Word lookups on the signal reading (readSignals), sentence by sentence: linear.

// Verbs of searching for someone, in the forms that ask it (not 'googled', 'searched').
const SEARCH = wordSet(`
  search look find google googel googeln googlen googelt googlet such suche suchen sucht finde
  finden findet findest schau schaut schauen cherche cherchez busca búscame cerca cercami szukaj
  gib gebt eingeben tippe tipp type enter
`);
// Of these, the ones that search by a name alone ("google my name"; "find my name on the list" is no
// search for the writer).
const BY_NAME = wordSet(
  'search google googel googeln googlen googelt googlet such suche suchen sucht',
);
// Where someone is searched for: networks, search engines, the phone book.
const SITES = wordSet(`
  linkedin xing facebook fb google bing instagram insta twitter tiktok youtube pinterest stayfriends
  myspace telefonbuch phonebook örtliche oertliche internet netz online web
`);
const GOOGLE = wordSet('google googel googeln googlen googelt googlet');
const ME = wordSet('me mich myself');
const MY = wordSet('my mein meinen meinem meiner');
const NAME = wordSet('name namen profile profil page seite');
// "by name", "nach mir", "unter meinem Namen".
const BY = wordSet('by nach unter under for');
const REACH = 5;

// Whether the writer is what a search in this sentence looks for: 'me', 'my name', 'by name', 'nach
// mir' within a few words after the verb. 'name' says it is a search by name.
function searchedFor(words: readonly string[], at: number): 'me' | 'name' | undefined {
  let found: 'me' | 'name' | undefined;
  for (let i = at + 1; i < Math.min(words.length, at + 1 + REACH); i += 1) {
    const word = words[i]!;
    if (NAME.has(word) && (MY.has(words[i - 1] ?? '') || BY.has(words[i - 1] ?? ''))) return 'name';
    if (NAME.has(word) && ['full', 'vollen', 'ganzen'].includes(words[i - 1] ?? '')) return 'name';
    if (ME.has(word) || (word === 'mir' && words[i - 1] === 'nach')) found = 'me';
  }
  return found;
}

function asksToBeSearched(words: readonly string[]): boolean {
  // 'google me' names its site.
  const site = words.some((word) => SITES.has(word) || GOOGLE.has(word));
  return words.some((word, i) => {
    if (!SEARCH.has(word)) return false;
    // "look" only as "look me up", "look for me", "look up".
    if (word === 'look' && !['me', 'up', 'for'].includes(words[i + 1] ?? '')) return false;
    const sought = searchedFor(words, i);
    if (sought === 'name') return BY_NAME.has(word) || site;
    return sought === 'me' && site;
  });
}

// "just google Anna Meier Bremen": 'google' as a verb, then a full name, read with its capitals
// ('google Anna Meier'; "google a recipe" and "GOOGLE IT" are no name).
const FILLERS = wordSet('just simply einfach mal doch ruhig nach for');
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
// Google's own services and searches ('Google Maps Route', 'Google Bilder Suche') are no name.
const SERVICES = wordSet(`
  maps earth drive docs play translate übersetzer photos fotos mail chrome home assistant lens news
  nachrichten bilder images suche search street scholar books kalender calendar
`);

function googlesAName(folded: string): boolean {
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.some((word, i) => {
    if (!GOOGLE.has(word.toLowerCase())) return false;
    let at = i + 1;
    while (at < words.length && FILLERS.has(words[at]!.toLowerCase())) at += 1;
    const [first, last] = [words[at] ?? '', words[at + 1] ?? ''];
    return (
      CAPITALISED.test(first) &&
      CAPITALISED.test(last) &&
      !SERVICES.has(first.toLowerCase()) &&
      !SERVICES.has(last.toLowerCase())
    );
  });
}

// Somewhere no one watches.
const WATCHING = wordSet(`
  see sees seeing read reads reading watch watches watching monitor monitors monitoring track tracks
  tracking spy spying snoop snooping eyes
  sieht sehen seht sehn liest lesen lest mitlesen mitliest mitlest mitgelesen zuschauen zuschaut
  zusehen zusieht überwacht überwachen überwachung kontrolliert kontrollieren beobachtet beobachten
  schnüffeln schnüffelt mitschauen schauen schaut gucken guckt mitgucken augen
`);
// Who watches: the site and its people.
const SITE_WATCHERS = wordSet(`
  moderator moderators mods mod admins admin administrators staff site website platform app
  moderatoren moderatorin moderation plattform seite betreiber admins team ageless
`);
const NO_ONE = wordSet('nobody noone niemand keiner keine');
// 'they' with 'us' and a 'not': "somewhere they can't see us".
const THEY = wordSet('they sie');
// The two of them watched: 'us', 'uns', 'our messages' ("we sat where nobody could see the sea"
// is no ask).
const US = wordSet('us uns our unser unsere unseren');
const NOT = wordSet(`
  can't cant cannot won't wont don't dont doesn't nicht kein keine keiner niemand nobody noone
  away weg ohne without
`);
// Talking or going on, in a place: 'talk', 'weiterreden', 'gehen', 'our messages'.
const TALK = wordSet(`
  talk chat write schreiben reden weiterreden weiterschreiben go gehen move wechseln continue
  quatschen unterhalten plaudern messages nachrichten chats
`);
// Elsewhere: with the site watching, a move elsewhere asks to leave it ("Hier schauen die
// Moderatoren mit, lass uns woanders schreiben").
const ELSEWHERE = wordSet(`
  elsewhere woanders anderswo private privat privately privater somewhere irgendwo
`);
const WHERE = wordSet('where wo dahin dorthin place ort');

function seeksUnwatched(words: readonly string[]): boolean {
  if (!words.some((word) => WATCHING.has(word))) return false;
  if (!words.some((word) => TALK.has(word))) return false;
  const site = words.some((word) => SITE_WATCHERS.has(word));
  const away = words.some((word) => ELSEWHERE.has(word));
  if (site && away) return true;
  if (!away && !words.some((word) => WHERE.has(word))) return false;
  if (!words.some((word) => NOT.has(word))) return false;
  return (
    site ||
    (words.some((word) => NO_ONE.has(word) || THEY.has(word)) && words.some((word) => US.has(word)))
  );
}

// Words of a sentence as the checks read them: "site's" is 'site', "can't" stays, 'no one' is one
// word.
const sentencesOf = (signal: string): string[][] =>
  signal.split(/[.!?;\n]+/u).map((sentence) =>
    (
      sentence
        .replace(/’/gu, "'")
        .replace(/\bno one\b/gu, 'noone')
        .match(/[\p{L}\p{N}]+(?:'\p{L}+)?/gu) ?? []
    ).map((word) => word.replace(/'s$/u, '')),
  );

/**
 * Whether a message asks to go on somewhere else without naming a messenger: to be searched for by
 * name or on a network, or to talk where no one watches. `signal` is the message as readSignals
 * reads it; `folded` the message with its capitals (foldText).
 */
export function asksElsewhere(signal: string, folded: string): boolean {
  return (
    sentencesOf(signal).some((words) => asksToBeSearched(words) || seeksUnwatched(words)) ||
    googlesAName(folded)
  );
}

/** Whether a signal reading names a network or search site where someone is found ('LinkedIn'). */
export function namesSite(signal: string): boolean {
  return (signal.match(/[\p{L}\p{N}]+/gu) ?? []).some(
    (word) => SITES.has(word) && !['online', 'web', 'netz', 'internet'].includes(word),
  );
}
