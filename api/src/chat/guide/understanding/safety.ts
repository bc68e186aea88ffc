import type { Language, Market } from '@ageless/contracts';
import { type DangerKind, tellsFire, tellsMissingPerson } from './danger.js';

// Messages that must not be answered like a knowledge question (issue 15, item 6). Danger (an
// emergency, a poisoning, thoughts of suicide, a scam under way) is found by the safety stage of
// danger.ts, which runs first; this file has the answers to it, and finds the gentler routes: a
// doctor's practice closed, a request for an individual investment or product pick, loneliness and
// grief. Patterns are word stems in both languages, since people write about themselves in either.

export type SafetyKind = DangerKind | 'after-hours' | 'product-pick' | 'loneliness' | 'grief';

// Every kind, for reading a stored turn's topic: a safety answer's turn is no subject to go on from.
const SAFETY_KINDS: ReadonlySet<string> = new Set<SafetyKind>([
  'crisis',
  'emergency',
  'poison',
  'violence',
  'scam',
  'after-hours',
  'product-pick',
  'loneliness',
  'grief',
]);

/** Whether a stored turn's topic is a safety answer's. */
export const isSafetyTopic = (topic: string | null | undefined): boolean =>
  topic !== null && topic !== undefined && SAFETY_KINDS.has(topic);

const PATTERNS: Record<Exclude<SafetyKind, DangerKind>, RegExp> = {
  'after-hours':
    /(?<![\p{L}\p{N}])((hausarzt\w*|arztpraxis|praxis|arzt)\b.{0,30}\b(zu|geschlossen|nicht erreichbar)|am wochenende krank|nachts krank|ärztlicher bereitschaftsdienst|fieber|(doctor'?s? office|my doctor)\b.{0,30}\b(closed|not open|unavailable)|high fever|(starke|heftige|schlimme)\w* (bauch|magen|unterleibs)?schmerz\w*|(severe|terrible|bad|awful) (stomach|belly|abdominal) (pain|ache|cramps)|(severe|terrible) pain)/iu,
  'product-pick':
    /\b((is|are|would) (bitcoin|crypto\w*|gold|silver|an? annuit\w*|stocks?|shares|reits?|etfs?|an? index fund)\b.{0,30}\b(good|bad|safe|smart|wise|worth|idea)|(ist|sind|wäre) (bitcoin|krypto\w*|gold|silber|aktien|etfs?)\b.{0,30}\b(gut|sicher|sinnvoll|klug|lohnend)|(ist|wäre) (eine |ein )?(private |fondsgebundene )?(rentenversicherung|lebensversicherung|fondspolice)\b.{0,40}\b(sinnvoll|gut|lohnend|empfehlenswert)|(which|what) (stocks?|shares?|funds?|etfs?|annuit\w*|bonds?|crypto\w*|coins?)\b.{0,40}\b(buy|pick|choose|invest|should|best|recommend)|should i (buy|invest|put)\b.{0,40}\b(stocks?|shares?|funds?|etfs?|bitcoin|crypto\w*|gold|annuit\w*|money)|(is|are) (the )?\S+.{0,30}\b(fund|etf|stock|annuity)s?\b.{0,20}\b(good|safe|worth|a good pick)|best (stocks?|funds?|etfs?|annuit\w*)|all my (money|savings) in|welche[rsmn]? (aktien?|fonds|etfs?|versicherung\w*|geldanlage)\b.{0,40}\b(kaufen|nehmen|wählen|empfehl\w*|soll)|soll ich\b.{0,40}\b(aktien?|fonds|etfs?|bitcoin|gold|krypto\w*)\b.{0,20}\b(kaufen|anlegen|investieren|stecken)|ist (der|die|das) \S+.{0,30}(fonds|etf|aktie)\b.{0,20}\bgut|beste[nr]? (aktien?|fonds|etfs?)|\b(etfs?|aktien?|fonds|funds?|stocks?)\b.{0,30}\b(der beste|die beste|am besten|the best|best one))/iu,
  grief:
    /(?<![\p{L}\p{N}])(grief|griev\w*|mourn\w*|(cope|coping|get over|deal) with (the )?(loss|death)|trauer\w*|trauern|tod (meines|meiner|von)|über den tod)/iu,
  loneliness:
    /\b(lonely|loneliness|so alone|all alone|isolated|no one to talk|nobody (calls|to talk|visits)|(don'?t|do not) (really )?have anyone|no friends|einsam\w*|so allein|ganz allein|allein(e)? (sein|bin|fühle)|niemanden (mehr )?(zum reden|zum sprechen)|niemand (ruft|besucht)|keine freunde|fällt mir die decke auf den kopf|(rede|spreche)\b.{0,30}\bmit niemandem|talk to (no one|nobody)|(days|tage)\b.{0,20}\b(endless|empty|endlos|leer)|feel\w*( like)?( i am| i'?m)? (so )?(useless|worthless|empty|pointless|invisible)|no reason to get up|fühle mich (so |ganz )?(nutzlos|überflüssig|wertlos|leer)|kein(en)? grund\b.{0,15}\baufzustehen)/iu,
};

// A loss named beside a money question ("my husband passed away, can I get his Social Security?")
// is answered as that question, with a word of sympathy first.
const BEREAVEMENT =
  /\b(died|passed away|passed on|lost my (husband|wife|spouse|partner)|widow\w*|gestorben|verstorben|verwitwet|verloren|(husband|wife|spouse|partner|mother|father|mom|dad|son|daughter|he|she) (has |had )?passed|(death|funeral) of my|since (his|her) death|(mann|frau|partner\w*|mutter|vater|sohn|tochter) (ist |war )?(tot|nicht mehr da)|tod (meines|meiner)|seit (seinem|ihrem|dem) tod|beerdigung)\b/iu;
const MONEY =
  /\b(social security|benefit|pension|medicare|survivor|ira|401|rente|witwenrente|hinterbliebenen\w*|versicherung|erb\w*|steuer\w*)/iu;

const FIRST_PERSON = /\b(i|i'?m|me|my|myself|ich|mir|mich|mein\w*|bin)\b/iu;

/** The gentler route a message needs (danger.ts has run before), or null for an ordinary question. */
export function safetyKind(message: string): Exclude<SafetyKind, DangerKind> | null {
  for (const kind of ['after-hours', 'product-pick'] as const)
    if (PATTERNS[kind].test(message)) return kind;
  const money = MONEY.test(message);
  if (PATTERNS.grief.test(message) && !money) return 'grief';
  // Loneliness as the person's own feeling ("I feel so alone"), not as a subject ("is loneliness
  // as bad as smoking?").
  if (PATTERNS.loneliness.test(message) && FIRST_PERSON.test(message)) return 'loneliness';
  if (BEREAVEMENT.test(message) && !money) return 'grief';
  return null;
}

// A long message that names a loss and then asks about something ("widowed three years, the house is
// too big, could someone live with me?") is answered as that question, with sympathy first; a loss
// told without a question, or grief named as such, gets the grief answer.
const ASKS =
  /\?|\b(can i|could i|should i|is there|are there|do i|how do|what do|kann ich|könnte ich|soll ich|gibt es|wie (kann|finde|geht)|was (kann|muss|soll))\b/iu;
const LONG_MESSAGE_WORDS = 20;

/** Whether a message that names a loss also asks a question of its own, to be answered as such. */
export function asksBesideLoss(message: string): boolean {
  if (PATTERNS.grief.test(message) || PATTERNS.loneliness.test(message)) return false;
  return ASKS.test(message) && (message.match(/\p{L}+/gu)?.length ?? 0) >= LONG_MESSAGE_WORDS;
}

/** Whether the message mentions a death beside its question, so the answer opens with sympathy. */
export function mentionsBereavement(message: string): boolean {
  return BEREAVEMENT.test(message);
}

export const SYMPATHY: Record<Language, string> = {
  en: 'I am very sorry for your loss.',
  de: 'Das tut mir sehr leid, mein herzliches Beileid.',
};

const CONNECT = {
  en: 'Ageless Connect can help you meet people nearby who share your interests: the profile wizard (Get Started, at /onboarding) takes a few minutes and suggests matches, and our topics "Building connections", "Purpose & meaning" and "Retirement communities" have ideas such as volunteering, clubs, courses and shared housing.',
  de: 'Ageless Connect kann helfen, Menschen in Ihrer Nähe mit ähnlichen Interessen kennenzulernen: Der Profil-Assistent („Jetzt starten“, unter /onboarding) dauert nur wenige Minuten und schlägt passende Kontakte vor, und unsere Themen „Kontakte knüpfen“, „Sinn im Ruhestand“ und „Gemeinschaftlich wohnen“ haben Ideen wie Ehrenamt, Vereine, Kurse und gemeinschaftliches Wohnen.',
};

const CRISIS_LINE = {
  US: {
    en: 'If the loneliness ever feels too heavy, you can call or text 988 (the 988 Suicide & Crisis Lifeline) at any time, day or night; it is free and confidential.',
    de: 'Wenn die Einsamkeit einmal zu schwer wird: Unter 988 (988 Suicide & Crisis Lifeline) erreichen Sie in den USA rund um die Uhr kostenlos und vertraulich jemanden, per Anruf oder SMS.',
  },
  DE: {
    en: 'If it ever feels too heavy, the TelefonSeelsorge in Germany listens day and night, free and anonymous: 0800 111 0 111 or 0800 111 0 222.',
    de: 'Wenn es einmal zu schwer wird: Die TelefonSeelsorge hört Ihnen Tag und Nacht zu, kostenlos und anonym, unter 0800 111 0 111 oder 0800 111 0 222.',
  },
};

// A person with dementia missing: the police search at once (no waiting 24 hours), and what helps
// them find the person is said first (Alzheimer's Association, "Wandering"; Polizei-Beratung,
// "Vermisste Personen").
const MISSING_PERSON: Record<'US' | 'DE', Record<Language, string>> = {
  US: {
    en: "Please call 911 now: a person with dementia who is missing is an emergency, and the police search at once; you do not have to wait 24 hours. Tell them what the person is wearing, when and where they were last seen, and places they used to go (an old home, a former workplace). Let someone stay at home in case they come back, and look first near water, roads and in gardens close by. Once they are safe, the Alzheimer's Association helpline (1-800-272-3900, day and night) helps with preventing it next time.",
    de: 'Bitte rufen Sie jetzt 911 an: Ein vermisster Mensch mit Demenz ist ein Notfall, die Polizei sucht sofort, Sie müssen nicht 24 Stunden warten. Sagen Sie, was die Person trägt, wann und wo sie zuletzt gesehen wurde und wohin sie früher oft ging (alte Wohnung, früherer Arbeitsplatz). Jemand sollte zu Hause bleiben, falls sie zurückkommt; suchen Sie zuerst an Gewässern, Straßen und in Gärten in der Nähe. Ist sie wieder sicher, hilft die Alzheimer’s Association (1-800-272-3900, rund um die Uhr), es beim nächsten Mal zu verhindern.',
  },
  DE: {
    en: 'Please call the police on 110 now (or the emergency number 112): a person with dementia who is missing is an emergency, and the police search at once; you do not have to wait 24 hours. Tell them what the person is wearing, when and where they were last seen, and places they used to go (an old home, a former workplace). Let someone stay at home in case they come back, and look first near water, roads and in gardens close by. Once they are safe, the Deutsche Alzheimer Gesellschaft advises on preventing it next time.',
    de: 'Bitte rufen Sie jetzt die Polizei unter 110 an (oder den Notruf 112): Ein vermisster Mensch mit Demenz ist ein Notfall, die Polizei sucht sofort, Sie müssen nicht 24 Stunden warten. Sagen Sie, was die Person trägt, wann und wo sie zuletzt gesehen wurde und wohin sie früher oft ging (alte Wohnung, früherer Arbeitsplatz). Jemand sollte zu Hause bleiben, falls sie zurückkommt; suchen Sie zuerst an Gewässern, Straßen und in Gärten in der Nähe. Ist sie wieder sicher, berät die Deutsche Alzheimer Gesellschaft, wie man es beim nächsten Mal verhindert.',
  },
};

// A fire: get out first, call from outside, never go back in; when smoke blocks the way, a closed
// door and a call saying where you are (NFPA, "Escape planning"; Deutscher Feuerwehrverband,
// "Verhalten im Brandfall").
const FIRE: Record<'US' | 'DE', Record<Language, string>> = {
  US: {
    en: 'Please get out now and call 911 from outside: with smoke or a smell of burning, leave at once, close the doors behind you and do not go back in for anything, papers and pets included. If smoke blocks the way out, stay in a room with the door closed, put a towel or clothes in the gap, open the window to be seen, and call 911 to say exactly where you are. Do not use an elevator. Your question can wait until you are safe.',
    de: 'Bitte verlassen Sie jetzt das Haus und rufen Sie draußen 911 an: Bei Rauch oder Brandgeruch sofort hinaus, Türen hinter sich schließen und für nichts zurückgehen, auch nicht für Papiere oder Tiere. Versperrt der Rauch den Weg, bleiben Sie in einem Zimmer mit geschlossener Tür, stopfen Sie ein Handtuch in den Spalt, machen Sie sich am Fenster bemerkbar und sagen Sie unter 911 genau, wo Sie sind. Keinen Aufzug benutzen. Ihre Frage hat Zeit, bis Sie in Sicherheit sind.',
  },
  DE: {
    en: 'Please get out now and call the fire brigade on 112 from outside: with smoke or a smell of burning, leave at once, close the doors behind you and do not go back in for anything, papers and pets included. If smoke blocks the way out, stay in a room with the door closed, put a towel or clothes in the gap, open the window to be seen, and call 112 to say exactly where you are. Do not use a lift. Your question can wait until you are safe.',
    de: 'Bitte verlassen Sie jetzt die Wohnung und rufen Sie von draußen die Feuerwehr unter 112: Bei Rauch oder Brandgeruch sofort hinaus, Türen hinter sich schließen und für nichts zurückgehen, auch nicht für Papiere oder Tiere. Versperrt der Rauch den Weg, bleiben Sie in einem Zimmer mit geschlossener Tür, stopfen Sie ein Handtuch in den Spalt, machen Sie sich am Fenster bemerkbar und sagen Sie unter 112 genau, wo Sie sind. Keinen Aufzug benutzen. Ihre Frage hat Zeit, bis Sie in Sicherheit sind.',
  },
};

const crisisLine = (market: Market, language: Language): string =>
  CRISIS_LINE[market === 'US' ? 'US' : 'DE'][language];

/** The reply for a safety route, in the person's language and for their country's numbers. */
export function safetyAnswer(
  kind: SafetyKind,
  market: Market,
  language: Language,
  message = '',
): string {
  const us = market === 'US';
  const en = language === 'en';
  switch (kind) {
    case 'emergency':
      if (tellsMissingPerson(message)) return MISSING_PERSON[us ? 'US' : 'DE'][language];
      if (tellsFire(message)) return FIRE[us ? 'US' : 'DE'][language];
      if (en)
        return us
          ? 'Please call 911 now if this is happening right now or getting worse: chest pain, sudden dizziness, numbness or weakness on one side, a drooping face, slurred speech, trouble breathing or a bad fall can be an emergency, and every minute counts. If you are unsure, call 911 anyway; do not drive yourself. If medicine was taken twice or by the wrong person, Poison Control (1-800-222-1222) advises day and night. If the symptoms have passed, please see your doctor today and tell them exactly what happened.'
          : 'Please call the emergency number 112 now if this is happening right now or getting worse (911 in the US): chest pain, sudden dizziness, numbness or weakness on one side, a drooping face, slurred speech, trouble breathing or a bad fall can be an emergency, and every minute counts. In Germany the medical on-call service 116117 helps when it is not life-threatening but cannot wait for your doctor, and for medicine taken twice the poison emergency line (Giftnotruf) of your state advises day and night. If the symptoms have passed, please see your doctor soon and tell them exactly what happened.';
      return 'Bitte rufen Sie sofort den Notruf 112 an, wenn das gerade passiert oder schlimmer wird: Schmerzen in der Brust, plötzlicher Schwindel, Taubheit oder Schwäche auf einer Seite, ein hängender Mundwinkel, verwaschene Sprache, Atemnot oder ein schwerer Sturz können ein Notfall sein, und jede Minute zählt. Fahren Sie nicht selbst. Ist es nicht lebensbedrohlich, kann aber nicht bis zur Sprechstunde warten, hilft der ärztliche Bereitschaftsdienst unter 116117; bei versehentlich doppelt genommenen Medikamenten berät der Giftnotruf Ihres Bundeslandes rund um die Uhr. Sind die Beschwerden vorbei, gehen Sie bitte bald zu Ihrer Ärztin oder Ihrem Arzt.';
    case 'poison':
      if (en)
        return us
          ? 'Please call Poison Control now at 1-800-222-1222 (free, day and night, also online at poisonhelp.org): they tell you whether it is dangerous and what to do, for medicine taken twice, the wrong pills, a child who swallowed something, or cleaning products. Call 911 instead if the person is hard to wake, has a seizure, or has trouble breathing. Keep the packet or bottle at hand, do not try to make anyone vomit, and do not wait for symptoms.'
          : 'Please call the poison emergency line (Giftnotruf) now; most German regions answer on their area code plus 19240 (Berlin 030 19240, Munich 089 19240), day and night. Call 112 instead if the person is hard to wake, has a seizure, or has trouble breathing (911 in the US, where Poison Control is 1-800-222-1222). Keep the packet at hand, do not try to make anyone vomit, and do not wait for symptoms.';
      if (us)
        return 'Bitte rufen Sie jetzt Poison Control an, unter 1-800-222-1222 (kostenlos, Tag und Nacht, auch online unter poisonhelp.org): Dort erfahren Sie, ob es gefährlich ist und was zu tun ist, bei doppelt genommenen oder falschen Tabletten, wenn ein Kind etwas geschluckt hat oder bei Putzmitteln. Ist der Mensch schwer wach zu bekommen, krampft er oder bekommt er schlecht Luft, rufen Sie stattdessen 911. Halten Sie die Packung bereit, bringen Sie niemanden zum Erbrechen und warten Sie nicht auf Beschwerden.';
      return 'Bitte rufen Sie jetzt den Giftnotruf an: Die meisten Regionen erreichen ihn unter ihrer Vorwahl und 19240 (Berlin 030 19240, München 089 19240), Tag und Nacht. Er sagt Ihnen, ob es gefährlich ist und was zu tun ist, bei doppelt genommenen oder falschen Tabletten, wenn ein Kind etwas geschluckt hat oder bei Putzmitteln. Ist der Mensch schwer wach zu bekommen, krampft er oder bekommt er schlecht Luft, rufen Sie sofort den Notruf 112. Halten Sie die Packung bereit, bringen Sie niemanden zum Erbrechen und warten Sie nicht auf Beschwerden.';
    case 'scam':
      if (en)
        return us
          ? 'This sounds like a scam, and it is safest to stop now: hang up or do not open the door, pay nothing, buy no gift cards, give no code, PIN or password, and let no one control your computer. Real banks, police, Medicare, Social Security and the IRS never ask for that. If someone is at your door or on the way to collect money, call 911. Then call your bank on the number on your card (never one the caller gave), and tell someone you trust. You can report it at ReportFraud.ftc.gov; it is not your fault, these callers are professionals.'
          : 'This sounds like a scam, and it is safest to stop now: hang up or do not open the door, pay nothing, give no TAN, PIN or password, and let no one control your computer. Real banks, police and authorities never ask for that. If someone is at your door or on the way to collect money or valuables, call the police on 110 or the emergency number 112 (911 in the US). Then call your bank on the number on your card (never one the caller gave); to block a card in Germany call 116 116. It is not your fault, these callers are professionals.';
      return 'Das klingt nach Betrug, und am sichersten ist es, jetzt aufzuhören: Legen Sie auf oder öffnen Sie nicht, zahlen Sie nichts, kaufen Sie keine Gutscheinkarten, geben Sie keine TAN, PIN oder Passwörter weiter und lassen Sie niemanden an Ihren Computer. Echte Banken, Polizei und Behörden verlangen das nie. Steht jemand vor der Tür oder ist jemand unterwegs, um Geld oder Wertsachen abzuholen, rufen Sie die Polizei unter 110 oder den Notruf 112. Rufen Sie danach Ihre Bank unter der Nummer auf Ihrer Karte an (nie unter einer Nummer des Anrufers); eine Karte sperren Sie unter 116 116. Sprechen Sie mit einem Menschen, dem Sie vertrauen. Es ist nicht Ihre Schuld, diese Anrufer sind Profis.';
    case 'violence':
      if (en)
        return us
          ? 'What you describe is violence, and no one has to put up with it. If someone is in danger now, call 911. If it is not an emergency but someone is hurting, frightening or neglecting an older person, Adult Protective Services can step in: the Eldercare Locator (1-800-677-1116, weekdays) connects you with your local office, and the National Domestic Violence Hotline (1-800-799-7233) helps day and night, also relatives. Write down what happened, with dates, and keep photos of any injuries; a doctor can record them too.'
          : 'What you describe is violence, and no one has to put up with it. If someone is in danger now, call the police on 110 or the emergency number 112 (911 in the US). For advice, free and day and night, the Hilfetelefon “Gewalt gegen Frauen” answers on 116 016, also for relatives; for violence in care, the Pflegetelefon of the federal family ministry advises on 030 20179131. Write down what happened, with dates, and keep photos of any injuries; a doctor can record them too.';
      return 'Was Sie beschreiben, ist Gewalt, und das muss niemand hinnehmen. Ist jemand jetzt in Gefahr, rufen Sie die Polizei unter 110 oder den Notruf 112. Beratung gibt es kostenlos: das Hilfetelefon „Gewalt gegen Frauen“ unter 116 016 (rund um die Uhr, auch für Angehörige) und bei Gewalt in der Pflege das Pflegetelefon des Bundesfamilienministeriums unter 030 20179131. Schreiben Sie auf, was passiert ist, mit Datum, und fotografieren Sie Verletzungen; auch eine Ärztin oder ein Arzt kann sie dokumentieren. Die Pflegekasse berät Sie, wie die Pflege anders organisiert werden kann.';
    case 'after-hours':
      if (en)
        return us
          ? 'If it feels serious (trouble breathing, chest pain, confusion, a very high fever that does not come down), call 911. Otherwise an urgent care clinic, your doctor’s after-hours line or a nurse advice line can help today; older adults should not wait out a high fever alone.'
          : 'In Germany the medical on-call service 116117 helps when your doctor’s practice is closed and it cannot wait; in a life-threatening emergency call 112. Older adults should not wait out a high fever alone.';
      return 'Wenn Ihre Praxis geschlossen ist und es nicht bis morgen warten kann, hilft der ärztliche Bereitschaftsdienst unter 116117 (rund um die Uhr, kostenlos). Bei Lebensgefahr, etwa Atemnot, Brustschmerzen oder Verwirrtheit, rufen Sie sofort den Notruf 112. Hohes Fieber sollten ältere Menschen nicht allein aussitzen.';
    case 'crisis':
      if (en)
        return us
          ? 'I am really glad you told me, and I am sorry you are feeling this way. Please call or text 988 now (the 988 Suicide & Crisis Lifeline): someone is there day and night, free and confidential. If you are in immediate danger, call 911. You do not have to go through this alone; talking to someone you trust, or your doctor, can help too.'
          : 'I am really glad you told me, and I am sorry you are feeling this way. In Germany the TelefonSeelsorge is there day and night, free and anonymous: 0800 111 0 111 or 0800 111 0 222. If you are in immediate danger, call 112 (988 in the US). You do not have to go through this alone.';
      return 'Danke, dass Sie mir das schreiben, und es tut mir leid, dass es Ihnen so geht. Bitte rufen Sie jetzt die TelefonSeelsorge an: 0800 111 0 111 oder 0800 111 0 222, Tag und Nacht, kostenlos und anonym. Wenn Sie in akuter Gefahr sind, rufen Sie den Notruf 112. Sie müssen das nicht allein durchstehen; auch ein Gespräch mit einem vertrauten Menschen oder Ihrer Hausärztin oder Ihrem Hausarzt kann helfen.';
    case 'product-pick':
      return noPick(pickSubject(message), us, language);
    case 'grief':
      return en
        ? `I am so sorry for your loss. Grief has no timetable, and the evenings and the first anniversaries are often the hardest; many people find it helps to talk about the person they lost, to keep a simple daily routine and to let friends help. Bereavement groups (hospices often run free ones) bring you together with people who understand. ${CONNECT.en} ${crisisLine(market, language)}`
        : `Das tut mir sehr leid, mein herzliches Beileid. Trauer hat keinen Zeitplan, und gerade die Abende und die ersten Jahrestage sind oft am schwersten; vielen hilft es, über den verstorbenen Menschen zu sprechen, einen einfachen Tagesablauf zu behalten und sich von Freunden helfen zu lassen. Trauergruppen (oft kostenlos, etwa bei Hospizvereinen) bringen Sie mit Menschen zusammen, die das verstehen. ${CONNECT.de} ${crisisLine(market, language)}`;
    case 'loneliness':
      return en
        ? `I am sorry you are feeling this way; many people feel lonely after retirement or the loss of a partner, and it is not a weakness. Small regular contacts help most: a weekly class, a walking group, volunteering, a faith or neighbourhood group, or calling one person every day. ${CONNECT.en} ${crisisLine(market, language)}`
        : `Es tut mir leid, dass Sie sich so fühlen; viele Menschen fühlen sich nach dem Ruhestand oder dem Verlust eines Partners einsam, und das ist keine Schwäche. Am meisten helfen kleine, regelmäßige Kontakte: ein wöchentlicher Kurs, eine Wandergruppe, ein Ehrenamt, die Kirchengemeinde oder ein Nachbarschaftstreff, oder jeden Tag ein Anruf bei einem Menschen. ${CONNECT.de} ${crisisLine(market, language)}`;
  }
}

// The one line that comes first when danger is possible but not clear (danger.ts, level "doubt"):
// the number, then the answer to the question.
// Gentle, since it may stand before an ordinary answer: the number, without assuming the worst.
const CRISIS_DOUBT_LINE: Record<'US' | 'DE', Record<Language, string>> = {
  US: {
    en: 'If things ever feel too heavy, you can call or text 988 at any time, day or night (988 Suicide & Crisis Lifeline); in immediate danger, call 911.',
    de: 'Wenn Ihnen einmal alles zu schwer wird: Unter 988 (988 Suicide & Crisis Lifeline) erreichen Sie in den USA rund um die Uhr jemanden, per Anruf oder SMS; in akuter Gefahr rufen Sie 911.',
  },
  DE: {
    en: 'If things ever feel too heavy, the TelefonSeelsorge listens day and night, free and anonymous: 0800 111 0 111; in immediate danger, call 112.',
    de: 'Wenn Ihnen einmal alles zu schwer wird: Die TelefonSeelsorge hört Ihnen Tag und Nacht zu, kostenlos und anonym, unter 0800 111 0 111; in akuter Gefahr rufen Sie den Notruf 112.',
  },
};

// Named as what it almost always is: someone pressed by a "police officer" does not recognise the
// trick, and a vague warning leaves them to believe the caller.
const SCAM_LINE: Record<'US' | 'DE', Record<Language, string>> = {
  US: {
    en: 'If someone is pressing you for money, gift cards or a code right now, that is almost always a scam: hang up and pay nothing; call 911 if they are coming to your door, and your bank on the number on your card.',
    de: 'Falls jemand Sie gerade zu Geld, Gutscheinkarten oder einem Code drängt, ist das fast immer Betrug: Legen Sie auf und zahlen Sie nichts; kommt jemand an Ihre Tür, rufen Sie 911, und Ihre Bank unter der Nummer auf Ihrer Karte.',
  },
  DE: {
    en: 'If someone is pressing you for money or a code right now, that is almost always a scam: hang up and pay nothing; call the police on 110 or 112 if they are coming to your door, and your bank on the number on your card.',
    de: 'Falls jemand Sie gerade zu Geld, Wertsachen oder einer TAN drängt, ist das fast immer Betrug, auch wenn er sich als Polizist ausgibt: Legen Sie auf und zahlen Sie nichts; kommt jemand an Ihre Tür, rufen Sie die Polizei unter 110 oder den Notruf 112, und Ihre Bank unter der Nummer auf Ihrer Karte.',
  },
};

const VIOLENCE_LINE: Record<'US' | 'DE', Record<Language, string>> = {
  US: {
    en: 'If someone is being hurt or threatened right now, call 911.',
    de: 'Wird gerade jemand verletzt oder bedroht, rufen Sie 911.',
  },
  DE: {
    en: 'If someone is being hurt or threatened right now, call the police on 110 (911 in the US).',
    de: 'Wird gerade jemand verletzt oder bedroht, rufen Sie die Polizei unter 110 oder den Notruf 112.',
  },
};

// Medicine taken twice or something swallowed: the poison line first, the emergency number for
// what it cannot wait for (Poison Control, America's Poison Centers; Giftinformationszentren, BVL).
const POISON_LINE: Record<'US' | 'DE', Record<Language, string>> = {
  US: {
    en: 'If someone took too much or the wrong medicine, or swallowed something, call Poison Control now at 1-800-222-1222; call 911 if they are hard to wake or have trouble breathing.',
    de: 'Hat jemand zu viel oder das falsche Medikament genommen oder etwas verschluckt: Rufen Sie jetzt Poison Control unter 1-800-222-1222 an; ist die Person schwer wach zu bekommen oder bekommt schlecht Luft, rufen Sie 911.',
  },
  DE: {
    en: 'If someone took too much or the wrong medicine, or swallowed something, call the poison line (Giftnotruf) now, in most regions the area code and 19240 (Berlin 030 19240); call 112 if they are hard to wake or have trouble breathing.',
    de: 'Hat jemand zu viel oder das falsche Medikament genommen oder etwas verschluckt: Rufen Sie jetzt den Giftnotruf an, in den meisten Regionen Vorwahl und 19240 (Berlin 030 19240); ist die Person schwer wach zu bekommen oder bekommt schlecht Luft, rufen Sie den Notruf 112.',
  },
};

const DANGER_LINE: Record<'US' | 'DE', Record<Language, string>> = {
  US: {
    en: 'If this is happening right now or getting worse, call 911 (Poison Control: 1-800-222-1222).',
    de: 'Falls das gerade passiert oder schlimmer wird: Rufen Sie 911 an (Giftnotruf in den USA: 1-800-222-1222).',
  },
  DE: {
    en: 'If this is happening right now or getting worse, call 112 (911 in the US).',
    de: 'Falls das gerade passiert oder schlimmer wird: Rufen Sie den Notruf 112.',
  },
};

/** The emergency line put before an answer when a message may tell of danger. */
export function dangerLine(kind: DangerKind, market: Market, language: Language): string {
  const lines =
    kind === 'crisis'
      ? CRISIS_DOUBT_LINE
      : kind === 'scam'
        ? SCAM_LINE
        : kind === 'violence'
          ? VIOLENCE_LINE
          : kind === 'poison'
            ? POISON_LINE
            : DANGER_LINE;
  return lines[market === 'US' ? 'US' : 'DE'][language];
}

// "Just pick one for me" (issue 24, item 5): a kind no-pick that says why, what to compare for the
// kind of product asked about, and where independent advice is.
type PickSubject = 'medicare-plan' | 'health-insurer' | 'insurance' | 'investment';

const PICK_SUBJECTS: [PickSubject, RegExp][] = [
  ['medicare-plan', /\b(medicare|medigap|part [cd]|advantage|supplement|drug plan)/iu],
  [
    'health-insurer',
    /(krankenkasse|\bkassen?\b|\b(tk|aok|barmer|dak|ikk|bkk|hkk)\b|health insur|health plan)/iu,
  ],
  [
    'insurance',
    /(insur|annuit|versicher|police\b|pflegezusatz|zusatzversicherung|rürup|riester|long[- ]term care)/iu,
  ],
];

const pickSubject = (message: string): PickSubject =>
  PICK_SUBJECTS.find(([, pattern]) => pattern.test(message))?.[0] ?? 'investment';

const NO_PICK = {
  en: 'I won’t recommend or pick a specific product for you. That is not to be unhelpful: the right one depends on things I cannot see (your health, income, other savings, how long the money must last, how much risk you can carry), and a wrong pick is expensive to undo.',
  de: 'Ein bestimmtes Angebot empfehle ich Ihnen nicht und wähle es auch nicht für Sie aus. Nicht, um Ihnen nicht zu helfen: Welches passt, hängt von Dingen ab, die ich nicht sehe (Gesundheit, Einkommen, andere Rücklagen, wie lange das Geld reichen muss, wie viel Risiko Sie tragen können), und eine falsche Wahl ist teuer rückgängig zu machen.',
};

// In the US, the health cover people of retirement age choose between is Medicare's plans.
const MEDICARE_PLAN_COMPARE_US: Record<Language, string> = {
  en: 'To compare Medicare Advantage, Part D or Medigap plans yourself, enter your own prescriptions, doctors and pharmacies in the Medicare Plan Finder (medicare.gov/plan-compare) and compare the total yearly cost (premiums, deductible and your drugs’ copays), whether your doctors are in network, and the out-of-pocket maximum. Free, unbiased one-to-one help: your State Health Insurance Assistance Program (SHIP, shiphelp.org) or 1-800-MEDICARE.',
  de: 'Um Medicare-Advantage-, Part-D- oder Medigap-Tarife selbst zu vergleichen, geben Sie Ihre Medikamente, Ärzte und Apotheken im Medicare Plan Finder (medicare.gov/plan-compare) ein und vergleichen Sie die Gesamtkosten im Jahr (Beiträge, Selbstbehalt, Zuzahlungen für Ihre Medikamente), ob Ihre Ärzte im Netz sind, und die Obergrenze der eigenen Kosten. Kostenlose, unabhängige Beratung: das State Health Insurance Assistance Program (SHIP, shiphelp.org) oder 1-800-MEDICARE.',
};

const COMPARE: Record<PickSubject, Record<'US' | 'DE', Record<Language, string>>> = {
  'medicare-plan': {
    US: MEDICARE_PLAN_COMPARE_US,
    DE: {
      en: 'For US Medicare plans, the Medicare Plan Finder (medicare.gov/plan-compare) compares the total yearly cost for your own drugs and doctors, and the State Health Insurance Assistance Program (SHIP, shiphelp.org) advises free of charge.',
      de: 'Für US-Medicare-Tarife vergleicht der Medicare Plan Finder (medicare.gov/plan-compare) die Gesamtkosten für Ihre eigenen Medikamente und Ärzte, und das State Health Insurance Assistance Program (SHIP, shiphelp.org) berät kostenlos.',
    },
  },
  // Statutory health insurers (Krankenkassen) give mostly the same benefits by law; they differ in
  // the Zusatzbeitrag, extra benefits and service. A member may change after 12 months, or earlier
  // when the Zusatzbeitrag rises (§ 175 SGB V).
  'health-insurer': {
    US: MEDICARE_PLAN_COMPARE_US,
    DE: {
      en: 'Statutory health insurers (Krankenkassen) give most benefits by law, the same at every one. They differ in the Zusatzbeitrag (as a pensioner you pay half of it), in extra benefits (such as bonus programmes, osteopathy or travel vaccinations) and in service: a branch nearby, how easily you reach someone. The GKV-Spitzenverband publishes every insurer’s Zusatzbeitrag, and the Verbraucherzentrale advises independently. You can change after 12 months of membership, or earlier when your insurer raises its Zusatzbeitrag (§ 175 SGB V).',
      de: 'Bei den gesetzlichen Krankenkassen sind die meisten Leistungen gesetzlich festgelegt und überall gleich. Sie unterscheiden sich im Zusatzbeitrag (als Rentnerin oder Rentner zahlen Sie die Hälfte davon), in Zusatzleistungen (etwa Bonusprogramme, Osteopathie oder Reiseimpfungen) und im Service: eine Geschäftsstelle in der Nähe, wie gut man jemanden erreicht. Die Zusatzbeiträge aller Kassen veröffentlicht der GKV-Spitzenverband, und die Verbraucherzentrale berät unabhängig. Wechseln können Sie nach 12 Monaten Mitgliedschaft, bei einer Erhöhung des Zusatzbeitrags auch früher (§ 175 SGB V).',
    },
  },
  insurance: {
    US: {
      en: 'When you compare insurance or annuities, look at all fees and commissions, the surrender period and its charges, exactly what is covered and excluded, waiting periods, whether premiums can rise, and for an annuity what your heirs get if you die early. Your state insurance department tells you whether a company and an agent are licensed, and a fee-only fiduciary adviser (paid by you, not by commission) can check an offer in your interest.',
      de: 'Beim Vergleich von Versicherungen oder Annuitäten zählen alle Gebühren und Provisionen, die Bindungsfrist und ihre Stornokosten, was genau versichert und ausgeschlossen ist, Wartezeiten, ob Beiträge steigen können, und bei einer Annuität, was Ihre Erben bei frühem Tod bekommen. Die Versicherungsaufsicht Ihres Bundesstaats sagt, ob Gesellschaft und Vermittler zugelassen sind; ein „fee-only fiduciary“ (von Ihnen bezahlt, nicht per Provision) prüft ein Angebot in Ihrem Interesse.',
    },
    DE: {
      en: 'When you compare insurance or private pension products, look at the costs (acquisition and administration costs, the effective cost figure), how long you are bound and what you get back if you cancel (surrender value), exactly what is covered, waiting periods and whether premiums can rise. The Verbraucherzentrale checks contracts and offers for a small fee, and a fee-based adviser (Honorarberater, paid by you, not by commission) advises in your interest.',
      de: 'Beim Vergleich von Versicherungen oder privaten Rentenprodukten zählen die Kosten (Abschluss- und Verwaltungskosten, die Effektivkosten), wie lange Sie gebunden sind und was bei Kündigung zurückkommt (Rückkaufswert), was genau versichert ist, Wartezeiten und ob Beiträge steigen können. Die Verbraucherzentrale prüft Verträge und Angebote gegen eine kleine Gebühr, und eine Honorarberaterin oder ein Honorarberater (von Ihnen bezahlt, nicht per Provision) berät in Ihrem Interesse.',
    },
  },
  investment: {
    US: {
      en: 'When you compare investments, look at the yearly cost (expense ratio and fees), how widely the money is spread, how far it can fall in a bad year, and whether you may need the money within five years. A fee-only fiduciary adviser (paid by you, not by commission) must act in your interest; check any adviser at adviserinfo.sec.gov or FINRA BrokerCheck.',
      de: 'Beim Vergleich von Geldanlagen zählen die jährlichen Kosten (Kostenquote und Gebühren), wie breit das Geld gestreut ist, wie tief es in einem schlechten Jahr fallen kann und ob Sie das Geld in den nächsten fünf Jahren brauchen. Ein „fee-only fiduciary“ (von Ihnen bezahlt, nicht per Provision) muss in Ihrem Interesse handeln; jeden Berater prüfen Sie unter adviserinfo.sec.gov oder bei FINRA BrokerCheck.',
    },
    DE: {
      en: 'When you compare investments, look at the yearly cost (total expense ratio and fees), how widely the money is spread, how far it can fall in a bad year, and whether you may need the money within five years. The Verbraucherzentrale advises independently for a small fee, and a fee-based adviser (Honorarberater, paid by you, not by commission) advises in your interest.',
      de: 'Beim Vergleich von Geldanlagen zählen die jährlichen Kosten (laufende Kosten und Gebühren), wie breit das Geld gestreut ist, wie tief es in einem schlechten Jahr fallen kann und ob Sie das Geld in den nächsten fünf Jahren brauchen. Die Verbraucherzentrale berät unabhängig gegen eine kleine Gebühr, und eine Honorarberaterin oder ein Honorarberater (von Ihnen bezahlt, nicht per Provision) berät in Ihrem Interesse.',
    },
  },
};

const OFFER = {
  en: 'If you like, I can explain how such products work in general, so you can ask the right questions.',
  de: 'Wenn Sie möchten, erkläre ich Ihnen allgemein, wie solche Produkte funktionieren, damit Sie die richtigen Fragen stellen können.',
};

// Why no insurer is named: what decides it is the extras and service a person needs, not risk.
const NO_PICK_INSURER = {
  en: 'I won’t recommend or pick a specific insurer for you: which one suits you depends on the extra benefits you need and how you like to be looked after, which I cannot see.',
  de: 'Eine bestimmte Kasse empfehle ich Ihnen nicht und wähle sie auch nicht für Sie aus: Welche passt, hängt davon ab, welche Zusatzleistungen Sie brauchen und wie Sie betreut werden möchten, und das kann ich nicht sehen.',
};

function noPick(subject: PickSubject, us: boolean, language: Language): string {
  const why = subject === 'health-insurer' && !us ? NO_PICK_INSURER[language] : NO_PICK[language];
  return `${why} ${COMPARE[subject][us ? 'US' : 'DE'][language]} ${OFFER[language]}`;
}

const NO_PICK_LINE: Record<'US' | 'DE', Record<Language, string>> = {
  US: {
    en: 'I won’t recommend or pick a specific product for you: the right one depends on your whole situation, and a fee-only fiduciary adviser (paid by you, not by commission) can check an offer in your interest.',
    de: 'Ein bestimmtes Produkt empfehle ich Ihnen nicht und wähle es nicht für Sie aus: Welches passt, hängt von Ihrer ganzen Lage ab, und ein „fee-only fiduciary“ (von Ihnen bezahlt, nicht per Provision) prüft ein Angebot in Ihrem Interesse.',
  },
  DE: {
    en: 'I won’t recommend or pick a specific product for you: the right one depends on your whole situation, and the Verbraucherzentrale or a fee-based adviser (Honorarberater) can check an offer independently.',
    de: 'Ein bestimmtes Produkt empfehle ich Ihnen nicht und wähle es nicht für Sie aus: Welches passt, hängt von Ihrer ganzen Lage ab, und die Verbraucherzentrale oder eine Honorarberatung prüft ein Angebot unabhängig.',
  },
};

/** The one sentence of the no-pick answer that stands before an answer to a possible request to pick. */
export function noPickLine(market: Market, language: Language): string {
  return NO_PICK_LINE[market === 'US' ? 'US' : 'DE'][language];
}
