import { cardOf } from './card.js';
import { SRC } from './sources.js';

// Health and longevity, treatment abroad, living abroad and moving, budgeting, purpose, housing and
// connection: the same in both countries unless a card names one.
export const LIVING_CARDS = [
  cardOf(
    'exercise-guidelines',
    'longevity',
    null,
    [SRC.cdcActivity],
    [
      'How much exercise older adults need',
      'exercise how much activity each week minutes older adults my age walking strength',
      'Adults over 65 should aim for at least 150 minutes a week of moderate activity, such as brisk walking (for example 30 minutes on 5 days), plus muscle-strengthening activities on at least 2 days and balance exercises. Any amount is better than none: start small and build up, and check with your doctor if you have a heart condition or have not been active.',
    ],
    [
      'Wie viel Bewegung im Alter?',
      'Bewegung wie viel pro Woche Minuten Sport im Alter Spaziergang Kraft 70',
      'Ab 65 empfehlen Gesundheitsbehörden mindestens 150 Minuten pro Woche mäßige Bewegung, etwa zügiges Gehen (zum Beispiel an 5 Tagen je 30 Minuten), dazu an mindestens 2 Tagen Kraftübungen und Gleichgewichtstraining. Jede Bewegung zählt: klein anfangen und steigern, und bei Herzproblemen oder nach langer Pause vorher mit der Ärztin oder dem Arzt sprechen.',
    ],
  ),
  cardOf(
    'exercise-joints',
    'longevity',
    null,
    [SRC.cdcArthritis, SRC.cdcActivity],
    [
      'Exercise with painful joints or arthritis',
      'exercise bad knees hips joints arthritis joint pain sore knee replacement gentle low-impact swimming cycling water aerobics what can I do',
      'With sore knees, hips or arthritis, joint-friendly activity usually helps rather than harms: low-impact exercise such as brisk walking, cycling (also on a stationary bike), swimming, water aerobics, light gardening and dancing puts little stress on the joints, and strengthening the muscles around a joint takes load off it. Start slowly, for example 10 minutes at a time, and build up towards 150 minutes a week; some mild pain during or after exercise is normal, but pain that lasts for hours or swelling means doing less. Ask your doctor or a physiotherapist which exercises suit your joints.',
    ],
    [
      'Bewegung bei Gelenkschmerzen und Arthrose',
      'Bewegung Sport schlechte Knie kaputte Knie Hüfte Gelenke Arthrose Gelenkschmerzen künstliches Kniegelenk gelenkschonend Schwimmen Radfahren Wassergymnastik was kann ich machen',
      'Bei schmerzenden Knien, Hüften oder Arthrose hilft gelenkschonende Bewegung meist mehr, als sie schadet: zügiges Gehen, Radfahren (auch auf dem Heimtrainer), Schwimmen, Wassergymnastik, leichte Gartenarbeit und Tanzen belasten die Gelenke wenig, und kräftige Muskeln rund um das Gelenk entlasten es. Fangen Sie langsam an, zum Beispiel mit 10 Minuten am Stück, und steigern Sie sich in Richtung 150 Minuten pro Woche; leichte Schmerzen beim oder nach dem Training sind normal, Schmerzen über Stunden oder Schwellungen heißen: weniger machen. Welche Übungen zu Ihren Gelenken passen, sagen Ihnen Ihre Ärztin, Ihr Arzt oder eine Physiotherapie.',
    ],
  ),
  cardOf(
    'balance-falls',
    'longevity',
    null,
    [SRC.cdcFalls],
    [
      'Balance and preventing falls',
      'balance wobbly unsteady falls fall fell fallen tripped bathroom prevention exercises tai chi scared afraid of falling again',
      'Falls are the main cause of injury in older age, and balance can be trained at any age. Tai chi, standing on one leg while holding a chair, heel-to-toe walking and leg strengthening help most; also have your eyes and medicines checked, wear sturdy shoes, and remove trip hazards and add grab bars and good lighting at home. Tell your doctor if you feel unsteady or have fallen.',
    ],
    [
      'Gleichgewicht und Sturzvorbeugung',
      'Gleichgewicht Stürze vorbeugen Sturz gestürzt hingefallen gestolpert Bad Angst wieder zu stürzen unsicher Balance Übungen',
      'Stürze sind im Alter die häufigste Verletzungsursache, und Gleichgewicht lässt sich in jedem Alter trainieren. Am meisten helfen Tai-Chi, Einbeinstand mit Halt an einer Stuhllehne, Gehen auf einer Linie und Kraftübungen für die Beine; dazu Augen und Medikamente prüfen lassen, feste Schuhe tragen und zu Hause Stolperfallen entfernen, Haltegriffe und gutes Licht anbringen. Sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt, wenn Sie sich unsicher fühlen.',
    ],
  ),
  cardOf(
    'memory-brain',
    'cognitive-health',
    null,
    [SRC.nihBrain],
    [
      'Keeping your memory sharp',
      'memory brain sharp mind cognitive health dementia prevent keep mentally fit',
      'What helps the brain most is what helps the heart: regular physical activity, treating high blood pressure, diabetes and hearing loss, not smoking, and good sleep. Staying socially active and learning new things, such as a language, an instrument or a course, also keep the mind engaged. See a doctor if memory problems worsen or affect daily life.',
    ],
    [
      'Geistig fit bleiben',
      'geistig fit Gedächtnis Kopf fit Demenz vorbeugen Gehirn',
      'Was dem Herzen hilft, hilft auch dem Gehirn: regelmäßige Bewegung, Bluthochdruck, Diabetes und Schwerhörigkeit behandeln lassen, nicht rauchen und gut schlafen. Soziale Kontakte und Neues lernen, etwa eine Sprache, ein Instrument oder ein Kurs, halten den Kopf aktiv. Werden Gedächtnisprobleme stärker oder stören den Alltag, gehen Sie zur Ärztin oder zum Arzt.',
    ],
  ),
  cardOf(
    'healthy-habits',
    'longevity',
    null,
    [SRC.cdcActivity, SRC.nihBrain],
    [
      'Everyday habits for a longer, healthier life',
      'healthy habits healthy aging improve longevity live longer stay healthy active everyday winter fall autumn season wellness routines fit',
      'The habits with the strongest evidence are simple: move every day and build strength twice a week, eat mostly vegetables, fruit, whole grains and fish, do not smoke and keep alcohol low, sleep 7 to 8 hours, stay in touch with people, and keep up with check-ups and vaccinations.',
    ],
    [
      'Alltagsgewohnheiten für ein langes, gesundes Leben',
      'gesund bleiben gesund älter werden länger leben Gewohnheiten verbessern aktiv Alltag Langlebigkeit fit Winter Herbst Jahreszeit',
      'Am besten belegt sind einfache Gewohnheiten: jeden Tag bewegen und zweimal pro Woche Kraft trainieren, überwiegend Gemüse, Obst, Vollkorn und Fisch essen, nicht rauchen und wenig Alkohol, 7 bis 8 Stunden schlafen, Kontakte pflegen und Vorsorgeuntersuchungen und Impfungen wahrnehmen.',
    ],
  ),
  cardOf(
    'sleep',
    'longevity',
    null,
    [SRC.niaSleep],
    [
      'Sleeping better in later life',
      'sleep better insomnia cannot sleep tired night',
      'Older adults need about 7 to 8 hours of sleep. A regular rhythm helps most: the same bedtime and rising time, daylight and activity during the day, no long naps late in the day, little caffeine and alcohol in the evening, and a cool, dark bedroom. Talk to your doctor about snoring with breathing pauses or lasting insomnia.',
    ],
    [
      'Besser schlafen im Alter',
      'Schlaf schlafen Schlafstörungen nachts wach müde',
      'Ältere Menschen brauchen etwa 7 bis 8 Stunden Schlaf. Am meisten hilft ein regelmäßiger Rhythmus: gleiche Zeiten fürs Zubettgehen und Aufstehen, Tageslicht und Bewegung am Tag, kein langer Mittagsschlaf am späten Nachmittag, abends wenig Koffein und Alkohol und ein kühles, dunkles Schlafzimmer. Bei Schnarchen mit Atemaussetzern oder anhaltender Schlaflosigkeit sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt.',
    ],
  ),
  cardOf(
    'loneliness-health',
    'connection',
    null,
    [SRC.niaLoneliness],
    [
      'Loneliness and health',
      'loneliness isolation health risk as bad as smoking',
      'Research links loneliness and social isolation to higher risks of heart disease, depression and dementia, comparable to other well-known risk factors such as smoking. Regular contact helps: a weekly class, volunteering, a club, or a call to one person every day.',
    ],
    [
      'Einsamkeit und Gesundheit',
      'Einsamkeit Gesundheit Risiko Isolation',
      'Studien verbinden Einsamkeit und soziale Isolation mit höheren Risiken für Herzkrankheiten, Depression und Demenz, vergleichbar mit bekannten Risikofaktoren wie Rauchen. Regelmäßige Kontakte helfen: ein wöchentlicher Kurs, ein Ehrenamt, ein Verein oder ein täglicher Anruf bei einem Menschen.',
    ],
  ),
  cardOf(
    'meet-people',
    'connection',
    null,
    [SRC.niaLoneliness],
    [
      'Meeting new people in retirement',
      'meet new people make friends social life where to start clubs groups building connections holiday season holidays Christmas together without loneliness',
      'Good places to start are regular groups with a shared interest: a walking or sports club, a choir, a language or computer course, volunteering, a faith community or a neighbourhood centre. Ageless Connect’s profile wizard (Get Started) suggests people nearby whose interests and skills complement yours.',
    ],
    [
      'Neue Leute kennenlernen im Ruhestand',
      'Leute kennenlernen Kontakte knüpfen Freunde finden Verein Treff wo anfangen Advent Feiertage Weihnachten gemeinsam',
      'Gute Anfänge sind regelmäßige Gruppen mit gemeinsamem Interesse: Wander- oder Sportverein, Chor, Sprach- oder Computerkurs an der Volkshochschule, Ehrenamt, Kirchengemeinde oder ein Seniorentreff bzw. Mehrgenerationenhaus. Der Profil-Assistent von Ageless Connect („Jetzt starten“) schlägt Menschen in Ihrer Nähe vor, deren Interessen und Fähigkeiten zu Ihren passen.',
    ],
  ),
  cardOf(
    'purpose',
    'purpose',
    null,
    [SRC.niaLoneliness],
    [
      'Finding purpose after retirement',
      'purpose meaning after retirement bored what now fulfilling meaningful stage of life no reason to get up in the morning useless empty days nothing to do',
      'Many people miss structure and being needed after they stop working. It helps to try things in small steps: volunteer a few hours a week, mentor or teach what you know, learn something new, take on a project with others, and keep a simple weekly routine. Ask yourself what you enjoyed in your work and what you always wanted to do.',
    ],
    [
      'Sinn und Aufgabe im Ruhestand',
      'Sinn Aufgabe Ruhestand sinnvoll Langeweile langweilig mir ist langweilig Decke auf den Kopf erfüllend nutzlos kein Grund aufzustehen leer nichts zu tun',
      'Vielen fehlen nach dem Berufsleben Struktur und das Gefühl, gebraucht zu werden. Es hilft, in kleinen Schritten Neues auszuprobieren: ein paar Stunden Ehrenamt pro Woche, Wissen als Mentorin oder Mentor weitergeben, etwas Neues lernen, ein Projekt mit anderen beginnen und einen einfachen Wochenrhythmus beibehalten. Fragen Sie sich, was Ihnen an der Arbeit Freude gemacht hat und was Sie immer schon tun wollten.',
    ],
  ),
  cardOf(
    'volunteering',
    'purpose',
    null,
    [SRC.niaLoneliness],
    [
      'Volunteering in retirement',
      'volunteer volunteering near me give back help others',
      'Volunteering gives structure, contacts and a sense of being useful. Local volunteer centres, libraries, hospitals, food banks, schools and community groups look for help, often for a few hours a week; choose something that uses a skill you enjoy.',
    ],
    [
      'Ehrenamt im Ruhestand',
      'Ehrenamt ehrenamtlich engagieren helfen Freiwilligenagentur',
      'Ein Ehrenamt gibt Struktur, Kontakte und das Gefühl, gebraucht zu werden. Freiwilligenagenturen, Bibliotheken, Krankenhäuser, Tafeln, Schulen und Vereine suchen Hilfe, oft für wenige Stunden pro Woche; wählen Sie etwas, bei dem Sie eine Fähigkeit einbringen, die Ihnen Freude macht.',
    ],
  ),
  cardOf(
    'co-living',
    'co-living',
    null,
    [],
    [
      'Co-living and cohousing for older adults',
      'co-living cohousing shared housing live together community share a home others',
      'Co-living means sharing a home or a housing community with others: from a shared flat of a few older people, to cohousing where everyone has their own flat plus shared rooms, to multigenerational houses. It lowers costs and loneliness and makes mutual help easy; clear agreements on costs, chores and privacy keep it working.',
    ],
    [
      'Gemeinschaftliches Wohnen im Alter',
      'gemeinschaftlich wohnen Wohngemeinschaft Senioren-WG Wohnprojekt zusammen leben teilen',
      'Gemeinschaftliches Wohnen reicht von der Senioren-WG, in der einige Ältere eine Wohnung teilen, über Wohnprojekte mit eigener Wohnung und Gemeinschaftsräumen bis zum Mehrgenerationenwohnen. Es senkt Kosten und Einsamkeit und erleichtert gegenseitige Hilfe; klare Absprachen zu Kosten, Aufgaben und Rückzug halten es lebendig.',
    ],
  ),
  cardOf(
    'home-share',
    'co-living',
    null,
    [SRC.bmfsfjWfh],
    [
      'Home sharing: a room for help',
      'home share room student rent help around the house exchange where can I find a program in my city',
      'In a home share an older person offers a spare room to a student or younger person, who pays little or no rent and helps instead, for example shopping, gardening or company; a common rule of thumb is one hour of help a month per square metre. Local programmes match people and write the agreement; personal care is not part of it.',
    ],
    [
      'Wohnen für Hilfe',
      'Wohnen für Hilfe Zimmer Studierende Mithilfe statt Miete Wohnpartnerschaft wo finde ich ein Angebot in meiner Stadt Studierendenwerk',
      'Bei „Wohnen für Hilfe“ bieten ältere Menschen Studierenden ein freies Zimmer an; statt Miete (oder für wenig Miete) helfen diese im Alltag, etwa beim Einkaufen, im Garten oder mit Gesellschaft. Als Faustregel gilt eine Stunde Hilfe im Monat je Quadratmeter Wohnraum. Örtliche Projekte bringen die Partner zusammen und regeln die Vereinbarung; Pflege gehört nicht dazu.',
    ],
  ),
  cardOf(
    'multigenerational',
    'co-living',
    null,
    [SRC.mgh],
    [
      'Multigenerational houses',
      'multigenerational house generations together',
      'Multigenerational houses are open meeting places where young and old come together for cafés, courses, help and care offers; some housing projects also combine flats for different generations.',
    ],
    [
      'Mehrgenerationenhaus',
      'Mehrgenerationenhaus Generationen Begegnung Treffpunkt',
      'Mehrgenerationenhäuser sind offene Treffpunkte, in denen Jung und Alt zusammenkommen: mit offenem Café, Kursen, Nachbarschaftshilfe und Angeboten für Pflegende. Es gibt sie in vielen Orten Deutschlands, vom Bund gefördert; daneben gibt es Wohnprojekte für mehrere Generationen.',
    ],
  ),
  cardOf(
    'downsizing',
    'relocation',
    null,
    [],
    [
      'Downsizing or moving in later life',
      'downsize house too big move smaller home kids gone options sell the house senior living retirement community',
      'A smaller, step-free home close to shops, doctors and public transport can lower costs and make daily life easier for years to come. Weigh the sale price against moving costs and taxes, think about where your friends and family are, and consider alternatives: adapting your home, renting out rooms, or shared housing.',
    ],
    [
      'Umzug im Alter: kleiner wohnen',
      'Haus zu groß umziehen kleinere Wohnung barrierefrei Kinder ausgezogen verkleinern Haus verkaufen Seniorenresidenz Seniorenwohnung betreutes Wohnen',
      'Eine kleinere, barrierearme Wohnung nahe bei Einkauf, Ärzten und Bus und Bahn kann Kosten senken und den Alltag für viele Jahre erleichtern. Wägen Sie Verkaufserlös gegen Umzugskosten ab, bedenken Sie, wo Freunde und Familie leben, und prüfen Sie Alternativen: die Wohnung umbauen (dafür gibt es Zuschüsse, bei Pflegegrad auch von der Pflegekasse), Zimmer vermieten oder gemeinschaftlich wohnen.',
    ],
  ),
  cardOf(
    'retire-abroad',
    'overseas-retirement',
    null,
    [SRC.stateAbroad, SRC.euS1],
    [
      'What to check before retiring abroad',
      'retire abroad overseas move another country compare countries consider before best places where to retire Europe Portugal Spain Italy Greece France Mexico Costa Rica Panama Thailand move moving to safe is it safe',
      'Before you retire abroad, compare countries on: residence rules and visas, health care and insurance (your home system may not cover you there), taxes on your pension in both countries, cost of living, climate, language, safety and how far it is from family. Spend a longer trial stay there before you sell your home.',
    ],
    [
      'Ruhestand im Ausland: was prüfen?',
      'Ruhestand Ausland auswandern Länder vergleichen beachten umziehen wohin beste Orte Europa Spanien Mallorca Portugal Italien Griechenland Türkei Thailand',
      'Vor dem Umzug ins Ausland lohnt ein Vergleich: Aufenthaltsrecht und Visum, Gesundheitsversorgung und Krankenversicherung, Besteuerung der Rente in beiden Ländern, Lebenshaltungskosten, Klima, Sprache, Sicherheit und Entfernung zur Familie. Ein längerer Probeaufenthalt vor dem Verkauf der Wohnung hilft bei der Entscheidung.',
    ],
  ),
  cardOf(
    'de-kv-ausland',
    'overseas-retirement',
    'DE',
    [SRC.euS1],
    [
      'German health insurance when retiring abroad',
      'health insurance abroad EU form S1 pensioner Germany',
      'If you draw a German pension and move to another EU country, form S1 from your health insurer lets you use the public health system there as if you were insured locally, while you keep paying contributions in Germany. Outside the EU it depends on social security agreements; often you need private insurance.',
    ],
    [
      'Krankenversicherung beim Ruhestand im Ausland',
      'Krankenversicherung Ausland S1 EU Portugal Spanien Rentner ins Ausland ziehen umziehen',
      'Wer eine deutsche Rente bezieht und in ein anderes EU-Land zieht, erhält von der Krankenkasse das Formular S1: Damit nutzen Sie das öffentliche Gesundheitssystem dort wie ein Einheimischer, während die Beiträge weiter in Deutschland gezahlt werden. Außerhalb der EU kommt es auf Sozialversicherungsabkommen an; oft ist eine private Versicherung nötig.',
    ],
  ),
  cardOf(
    'medical-tourism',
    'medical-tourism',
    null,
    [SRC.cdcTravel],
    [
      'Medical treatment abroad: what to know',
      'medical tourism treatment abroad surgery dental knee replacement risks safe good idea',
      'Treatment abroad can cost less, but check the risks first: choose internationally accredited hospitals and ask about the surgeon’s experience, get all costs in writing, plan for follow-up care and complications back home, and allow time before flying after surgery (blood clots). Check what your insurance pays, and talk to your own doctor before you book.',
    ],
    [
      'Medizintourismus: Behandlung im Ausland',
      'Medizintourismus Behandlung Ausland Operation Risiken worauf achten',
      'Eine Behandlung im Ausland kann günstiger sein, aber prüfen Sie die Risiken: international akkreditierte Kliniken wählen und nach der Erfahrung der Ärzte fragen, alle Kosten schriftlich geben lassen, Nachsorge und mögliche Komplikationen zu Hause planen und nach Operationen nicht zu früh fliegen (Thrombosegefahr). Klären Sie vorher, was Ihre Krankenkasse zahlt, und sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt.',
    ],
  ),
  cardOf(
    'dental-abroad',
    'medical-tourism',
    null,
    [SRC.cdcTravel, SRC.euPatients],
    [
      'Dental work abroad',
      'dental work abroad teeth implants Mexico Hungary dentures safe',
      'Dental work abroad is common and can be good, but implants and crowns need several visits and follow-up: check the clinic’s accreditation and the dentist’s qualifications, get a written treatment plan and guarantee, and plan who will fix problems once you are home. In Germany, health insurers pay their fixed subsidy for dentures in other EU countries if the treatment plan is approved first.',
    ],
    [
      'Zahnbehandlung im Ausland',
      'Zahnersatz Zähne Ausland Ungarn Polen Implantate Krankenkasse Festzuschuss',
      'Zahnbehandlungen im Ausland sind verbreitet und können gut sein, aber Implantate und Kronen brauchen mehrere Termine und Nachsorge: Qualifikation der Praxis prüfen, einen schriftlichen Behandlungsplan mit Gewährleistung verlangen und klären, wer zu Hause Probleme behebt. Die Krankenkasse zahlt den Festzuschuss für Zahnersatz auch im EU-Ausland, wenn der Heil- und Kostenplan vorher genehmigt wurde.',
    ],
  ),
  cardOf(
    'eu-treatment',
    'medical-tourism',
    'DE',
    [SRC.euPatients, SRC.sgb5_13],
    [
      'Planned treatment in another EU country',
      'EU treatment abroad reimbursement prior authorisation Germany',
      'People with German statutory insurance can have treatment in another EU country and get back what the same treatment would cost at home; hospital treatment usually needs the insurer’s approval beforehand. Ask your health insurer before you go.',
    ],
    [
      'Geplante Behandlung im EU-Ausland',
      'Behandlung EU Ausland Kostenerstattung Genehmigung Krankenkasse',
      'Gesetzlich Versicherte können sich im EU-Ausland behandeln lassen und bekommen erstattet, was die Behandlung in Deutschland gekostet hätte; Krankenhausbehandlungen brauchen in der Regel vorher eine Genehmigung der Krankenkasse. Fragen Sie vor der Reise bei Ihrer Krankenkasse nach.',
    ],
  ),
  cardOf(
    'retirement-budget',
    'budgeting',
    null,
    [],
    [
      'Making a retirement budget',
      'budget plan money last make a retirement budget income expenses spending worried',
      'Start with your monthly income in retirement (pensions, Social Security or Rente, other income) and list your expenses: fixed costs such as housing, insurance and health first, then everyday and leisure spending. Plan for costs that grow with age (health, help at home), keep an emergency reserve, and review the budget once a year.',
    ],
    [
      'Budget für den Ruhestand aufstellen',
      'Budget Ruhestand Einnahmen Ausgaben planen Haushalt Geld reicht wie viel brauche ich im Monat',
      'Beginnen Sie mit den monatlichen Einnahmen im Ruhestand (Renten, Betriebsrente, sonstige Einkünfte) und stellen Sie die Ausgaben daneben: zuerst feste Kosten wie Wohnen, Versicherungen und Gesundheit, dann Alltag und Freizeit. Planen Sie mit Kosten, die im Alter steigen (Gesundheit, Hilfe im Haushalt), halten Sie eine Notfallreserve und prüfen Sie das Budget einmal im Jahr.',
    ],
  ),
  cardOf(
    'savings-target',
    'budgeting',
    null,
    [],
    [
      'How much to save for retirement',
      'how much do I need to save retire comfortably enough money nest egg savings goal target how much is enough',
      'Start from the gap: what you will spend each year in retirement minus what pensions and Social Security or Rente will pay. Under the 4% rule of thumb, savings of about 25 times that yearly gap would last about 30 years; a gap of 10,000 a year, for example, needs about 250,000. Plan a reserve for health and care costs on top, and check the figure again each year. Tell me your monthly income and what you need, and I can work out the gap.',
    ],
    [
      'Wie viel sparen für den Ruhestand?',
      'wie viel muss ich sparen wie viel Geld brauche ich Ersparnisse genug Sparziel Vermögen für den Ruhestand',
      'Ausgangspunkt ist die Lücke: was Sie im Ruhestand im Jahr ausgeben, minus was Renten zahlen. Nach der 4-%-Faustregel reichen Ersparnisse von etwa dem 25-Fachen dieser jährlichen Lücke rund 30 Jahre; eine Lücke von 10.000 im Jahr braucht also etwa 250.000. Planen Sie dazu eine Reserve für Gesundheit und Pflege ein und prüfen Sie die Zahl jedes Jahr. Nennen Sie mir Ihr monatliches Einkommen und Ihren Bedarf, dann rechne ich die Lücke aus.',
    ],
  ),
  cardOf(
    'four-percent-rule',
    'budgeting',
    null,
    [],
    [
      'The 4 percent rule',
      '4 percent rule withdrawal rate safe savings last how much can I take out can I afford to retire enough saved',
      'The 4% rule is a rule of thumb: withdraw 4% of your savings in the first year of retirement and raise the amount with inflation each year, and the money has historically lasted about 30 years in most market periods. It is a starting point, not a guarantee: fees, a longer life, poor early returns or a more cautious portfolio call for less.',
    ],
    [
      'Die 4-Prozent-Regel',
      '4 Prozent Regel Entnahme Ersparnisse wie viel entnehmen',
      'Die 4-Prozent-Regel ist eine Faustregel: im ersten Ruhestandsjahr 4 % des Ersparten entnehmen und den Betrag jährlich an die Inflation anpassen; historisch reichte das Geld meist etwa 30 Jahre. Eine Garantie ist das nicht: Kosten, ein langes Leben oder schwache erste Jahre sprechen für weniger.',
    ],
  ),
  cardOf(
    'emergency-fund',
    'budgeting',
    null,
    [],
    [
      'An emergency reserve in retirement',
      'emergency fund reserve cash rainy day enough months',
      'Keep an emergency reserve of about 3 to 6 months of expenses in an easy-to-reach account, more if your income is irregular or your home or car is old. Compare it with your monthly surplus: money left over each month can build the reserve first, then go to longer-term savings.',
    ],
    [
      'Notgroschen im Ruhestand',
      'Notgroschen Rücklage Notfall Reserve Monate',
      'Halten Sie eine Notfallreserve von etwa 3 bis 6 Monatsausgaben auf einem jederzeit verfügbaren Konto, mehr bei unregelmäßigem Einkommen oder älterem Haus oder Auto.',
    ],
  ),
  cardOf(
    'advance-directive',
    'longevity',
    null,
    [SRC.niaAdvance, SRC.bmjVorsorge],
    [
      'Advance directive (living will)',
      'advance directive living will health care proxy power of attorney Patientenverfügung',
      'An advance directive (living will) writes down which medical treatments you want or refuse if you cannot decide yourself; a health care power of attorney names who decides for you. Talk it through with your doctor and family, keep copies where they can be found, and review it every few years.',
    ],
    [
      'Patientenverfügung und Vorsorgevollmacht',
      'Patientenverfügung Vorsorgevollmacht Betreuungsverfügung Wünsche Behandlung',
      'In einer Patientenverfügung legen Sie fest, welche ärztlichen Behandlungen Sie wünschen oder ablehnen, wenn Sie selbst nicht mehr entscheiden können; eine Vorsorgevollmacht bestimmt, wer dann für Sie handelt. Das Bundesjustizministerium bietet Muster und Textbausteine; besprechen Sie es mit Ihrer Ärztin oder Ihrem Arzt und der Familie und bewahren Sie es auffindbar auf.',
    ],
  ),
  cardOf(
    'biomarkers',
    'longevity',
    null,
    [SRC.nihBrain],
    [
      'Understanding common health numbers',
      'biomarker blood test lab values cholesterol blood pressure blood sugar HbA1c interpret results is that bad too high what should I do',
      'I can explain in general what common health numbers mean, such as blood pressure, cholesterol, blood sugar (HbA1c) or kidney values, and which questions to ask. What your own results mean depends on your history and medicines, so your doctor should interpret them with you; I do not diagnose.',
    ],
    [
      'Gesundheitswerte verstehen',
      'Biomarker Blutwerte Laborwerte Blutdruck Cholesterin Blutzucker HbA1c deuten Wert zu hoch was tun ist das schlimm',
      'Ich kann allgemein erklären, was gängige Gesundheitswerte bedeuten, etwa Blutdruck, Cholesterin, Blutzucker (HbA1c) oder Nierenwerte, und welche Fragen Sie stellen können. Was Ihre eigenen Werte bedeuten, hängt von Vorgeschichte und Medikamenten ab; das sollte Ihre Ärztin oder Ihr Arzt mit Ihnen besprechen. Diagnosen stelle ich nicht.',
    ],
  ),
  cardOf(
    'cost-abroad',
    'overseas-retirement',
    null,
    [SRC.stateAbroad, SRC.ssaAbroad, SRC.euPension],
    [
      'What living abroad in retirement costs',
      'cost of living abroad live in Portugal Spain Mexico Costa Rica Panama Thailand Italy Greece cheap cheaper afford expat',
      'There is no one figure per country: costs depend far more on the city, the home and the way of life than on the country. Compare your own monthly budget item by item (rent, health insurance, food, transport, flights to family) and remember that your pension is paid in dollars or euros, so exchange rates move your budget. If you need a visa (Americans do for Portugal or Spain, for example), it usually asks for proof of a steady income set by that country: check the amount with its embassy before you plan. Check that your pension can be paid there (for Social Security, the SSA payments abroad page), and live there for a few months, keeping track of real spending, before you move.',
    ],
    [
      'Was der Ruhestand im Ausland kostet',
      'Lebenshaltungskosten im Ausland leben Portugal Spanien Thailand Türkei günstiger billiger',
      'Eine Zahl pro Land gibt es nicht: Die Kosten hängen viel mehr von Stadt, Wohnung und Lebensstil ab als vom Land. Vergleichen Sie Ihr eigenes Monatsbudget Posten für Posten (Miete, Krankenversicherung, Essen, Mobilität, Flüge zur Familie), und bedenken Sie Wechselkurse, wenn Ihre Rente in Euro gezahlt wird und das Land eine andere Währung hat. Außerhalb der EU verlangt ein Rentnervisum meist den Nachweis eines festen Einkommens, dessen Höhe jedes Land selbst festlegt: Fragen Sie bei der Botschaft nach. Klären Sie, ob und wie Ihre Rente dorthin gezahlt wird, und leben Sie vor dem Umzug einige Monate probeweise dort und schreiben Sie die echten Ausgaben auf.',
    ],
  ),
  cardOf(
    'move-near-family',
    'relocation',
    null,
    [SRC.niaLoneliness],
    [
      'Moving closer to children or grandchildren',
      'move closer to grandkids grandchildren children kids family near family leave my friends scared of moving away relocate to be near',
      'Many people move to be near family and are glad they did, but it works best when it is also your own new start. Stay for a few weeks first, in different seasons, and rent before you buy. Talk openly about what everyone expects, for example how much babysitting or help you will give and receive. Keep your old friendships with regular calls and visits, and build a life of your own there from the start: a club, volunteering, a faith community or a class. Check doctors and transport before you decide. Ageless Connect can suggest people near your new home who share your interests.',
    ],
    [
      'In die Nähe von Kindern oder Enkeln ziehen',
      'Umzug zu den Kindern Enkeln in die Nähe ziehen Familie Freunde zurücklassen Angst wegziehen',
      'Viele ziehen in die Nähe der Familie und sind froh darüber; am besten gelingt es, wenn es auch ein eigener Neuanfang ist. Bleiben Sie vorher einige Wochen dort, zu verschiedenen Jahreszeiten, und mieten Sie, bevor Sie kaufen. Sprechen Sie offen über Erwartungen, etwa wie viel Enkelbetreuung oder Hilfe Sie geben und bekommen. Halten Sie alte Freundschaften mit Anrufen und Besuchen, und schaffen Sie sich vor Ort von Anfang an ein eigenes Leben: Verein, Ehrenamt, Gemeinde oder Kurs. Prüfen Sie Ärzte und Verkehrsanbindung vorher. Ageless Connect schlägt Menschen in der Nähe des neuen Zuhauses mit ähnlichen Interessen vor.',
    ],
  ),
];
