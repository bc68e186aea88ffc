// The words people use when something is dangerous right now, as data (issue 24, item 1): symptoms,
// body parts, medicines and dose mistakes, time words, crisis and scam signals, in English and
// German. `danger.ts` finds them in a message and weighs them together; no entry is a whole sentence.
//
// How an entry matches (see danger.ts): words are lower-cased, umlauts and apostrophes folded
// ("übel", "uebel" and "ubel" are one word; "can't" is "cant"). Each word of an entry is the start
// of a word in the message ("vomit" finds "vomiting"); a word of five letters or more is also found
// inside a longer German compound ("brust" in "Brustschmerzen", "tablette" in "Tablettendose"). An
// entry of several words finds them in that order with at most two other words between them
// ("cant breathe" finds "can't really breathe").

export type SignalGroup =
  /** Alone enough for an emergency: what nobody says of an ordinary day. */
  | 'acute'
  /** A named emergency (stroke, heart attack): an emergency unless told as past or as a general question. */
  | 'named'
  /** What the body does: pain, pressure, numbness, dizziness, sweat, bleeding... */
  | 'symptom'
  /** Where: chest, arm, jaw, face, head, belly... */
  | 'body'
  /** Now, for sure: suddenly, right now, an hour ago, getting worse. */
  | 'now'
  /** Words that are often of now, and often not: now, today, since, still. */
  | 'weakNow'
  /** How bad: terrible, worst, severe, unbearable. */
  | 'severe'
  /** What makes a fall or a bleed dangerous: blood thinners, diabetes, great age. */
  | 'risk'
  /** A fall. */
  | 'fall'
  /** Cannot get up, lying on the floor. */
  | 'stuck'
  /** A medicine. */
  | 'medicine'
  /** A dose gone wrong: twice, double, too many, the wrong pills, a child got into them. */
  | 'doseError'
  /** Something poisonous to swallow, and swallowing it. */
  | 'toxin'
  | 'swallowed'
  /** Fumes: a gas heater, a generator, a smell of gas. */
  | 'fumes'
  /** A fire: smoke coming in, flames, a smell of burning (the smoke alarm alone is often its battery). */
  | 'fire'
  /** Someone who does not answer: the phone, the door, a call; how long tells whether to worry. */
  | 'unanswered'
  /** Words of wanting to die, alone enough for the crisis line. */
  | 'crisis'
  /** Hints that need a second one: being a burden, giving things away, a farewell. */
  | 'crisisHint'
  /** Who a scam speaks as; what only a scam asks for (gift cards, a "safe account", remote access,
   *  bail); what many ask for (money, a PIN); and its pressure (now, arrest, tell nobody). */
  | 'scamActor'
  | 'scamAsk'
  | 'moneyAsk'
  | 'scamPressure'
  /** Someone hurting a person: hit, beaten, pushed, choked, threatened, locked in. */
  | 'violence'
  /** The one who hurts is still there or it keeps happening: still in the house, again. */
  | 'present'
  /** Someone who cannot look after themselves is missing: a person with dementia wandered off. */
  | 'missing'
  | 'vulnerable'
  /** Words of a past or a general question: "in 2019", "years ago", "what are the signs of". */
  | 'past'
  /** The person already ended the contact: hung up, deleted it, blocked the number. */
  | 'ended'
  | 'general'

  /** Not a danger: the kind of product a request to pick names (a fund, a plan, an insurer). */
  | 'product';

export type SignalTable = Record<SignalGroup, readonly string[]>;

/** A group's entries, written as one comma-separated text so the table reads as prose. */
const terms = (strings: TemplateStringsArray): string[] =>
  strings
    .join('')
    .split(',')
    .map((entry) => entry.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

export const SIGNALS: SignalTable = {
  acute: terms`
    cant breathe, cannot breathe, cant get air, cant get enough air, cant catch my breath, not
    breathing, stopped breathing, struggling to breathe, gasping, choking, choked on, unconscious,
    unresponsive, not responding, not reacting, doesnt respond, wont respond, wont wake, cant wake,
    cant rouse, passed out, blacked out, collapsed, keeled over, convuls, fitting, shaking all over,
    droop, slurr, slurring, words jumbled, jumbled words, gibberish, word salad, cant get the words
    out, cant get words out, cant speak, cant talk, talking funny, speech is, mouth is hanging,
    smile looks crooked, crooked, lopsided, one side of her face, one side of his face, one side of
    my face, one side of her body, one side of his body, one side of my body, gone limp, went limp,
    floppy, cant lift, cant move my, cant move his, cant move her, cant feel my, cant feel his, cant
    feel her, cant stand, cant hold, worst headache, thunderclap, curtain came down, curtain over,
    double vision, vision went double, lost the sight, lost my sight, cant see out, suddenly blind,
    coughing blood, coughing up blood, vomiting blood, throwing up blood, spitting blood, coffee
    grounds, black stool, tarry, bleeding wont stop, wont stop bleeding, cant stop the bleeding,
    blood everywhere, soaked with blood, pool of blood, lips are blue, lips look blue, lips look a
    little blue, lips blue, turning blue, gone grey, gone gray, grey and sweaty, gray and sweaty,
    throat closing, throat is closing, throat swelling, tongue swelling, tongue is swelling, face
    swelling, swelling up, not making sense, doesnt know who, doesnt recognise, doesnt
    recognize, dont know where i am, rattling, death rattle, in a vice, elephant on my chest,
    elephant sitting, crushing, rock hard, hasnt passed gas, talking to people who arent, no pulse,
    bitten tongue, bit her tongue, bit his tongue, keine luft, kaum luft, schlecht luft, bekomme
    keine luft, kriege keine luft, luftnot, atemnot, atmet nicht, atmet kaum, erstick, verschluckt,
    bewusstlos, ohnmächtig, ohnmacht, nicht ansprechbar, reagiert nicht, reagiert kaum, wach
    kriegen, wach kriege, wird nicht wach, wacht nicht auf, nicht wach, zusammengebrochen,
    zusammengesackt, umgekippt, zuckt, gezuckt, augen verdreht, hängt schief, hängender mundwinkel,
    mundwinkel hängt, mund hängt, schief, lallt, lallen, lallend, verwaschen, undeutlich, wirres
    zeug, wirr, findet die worte nicht, findet keine worte, kann nicht sprechen, kann nicht reden,
    halbseitig, eine seite, einseitig, gelähmt, lähmung, kann den arm nicht, kann das bein nicht,
    arm nicht heben, arm nicht bewegen, bein nicht bewegen, spürt den arm nicht, spüre den arm
    nicht, kann nicht stehen, stärkste kopfschmerz, schlimmste kopfschmerz, vernichtungsschmerz,
    doppelbilder, doppelt sehen, sehe doppelt, sieht doppelt, sehe nichts mehr, sieht nichts mehr,
    plötzlich blind, vorhang, blut gehustet, blut husten, blut gespuckt, blut erbrochen, erbricht
    blut, bluterbrechen, kaffeesatz, teerstuhl, schwarzer stuhl, hellrotes blut, blutet stark,
    blutet immer noch, hört nicht auf zu bluten, blutung hört nicht auf, lippen blau, lippen sind
    blau, blaue lippen, leichenblass, aschfahl, grau im gesicht, hals geht zu, hals schwillt, zunge
    schwillt, zunge geschwollen, lippen schwellen, schwellen an, allergischer schock, anaphyla,
    erkennt mich nicht, erkennt mich nimmer, kennt mich nicht, kennt mich nimmer, weiß nicht mehr
    wo, weiß nicht wo ich bin, weggetreten, aussetzer, röchelt, röcheln, kein puls, wiederbeleb, als
    würde einer draufsitzen, hart wie ein brett, bretthart, reißender schmerz, zerreißt, zunge
    gebissen, nonsense, making no sense, no sense, coming out wrong, come out wrong, barely get air,
    barely breathe, can barely breathe, cant finish a sentence, every breath, not answering,
    groaning, clutching, no sound, pouring, spurting, gushing, cannot stop it, cant stop it, pass
    out, going to pass out, about to pass out, belt, tightening, peeing blood, blood in my urine,
    blood in his urine, blood in her urine, wont open her eyes, wont open his eyes, meter says,
    sugar is, feels dead, hand feels dead, arm feels dead, nimmer, wörter nicht, worte nicht, keinen
    satz, antwortet nicht, guckt ins leere, starrt ins leere, schlaff, kaum atmen, pfeift, schwarz
    wie teer, schwarz vor augen, spritzt, blutet durch, nasenbluten, nuschelt, zunge fühlt sich
    dick, zunge dick, gesicht hängt, herz rast, puls über, durchanand, sackt, wie eingeschlafen,
    ganze seite, linke seite, rechte seite, kommt nicht mehr raus, spricht so langsam, spricht
    langsam, schwillt zu, tüdelig, nicht mehr raus, fällt immer, lässt fallen, fallen lassen,
    stopped sweating, hot and dry, overheated, reagiert nur, nur noch mit, messgerät zeigt, meter
    reads, gehorcht nicht, verhaspel, knöpfe nicht, nicht mehr halten, fällt runter, arm fällt,
    atmet ganz schnell, schnell und flach, flach, welcher tag, what day it is, what year it is, nix
    mehr, gar nichts mehr, auge nichts, sieht nichts, seh nichts, mund füllt sich, füllt sich, voller
    blut, lips are swollen, lips swollen, swollen lips, lips swelling, face swollen, face is
    swollen, tongue swollen, allergic reaction, allergische reaktion
  `,
  named: terms`
    stroke, heart attack, seizure, schlaganfall, herzinfarkt, krampfanfall, heat stroke, hitzschlag,
    anaphyla, tia, mini stroke, kleiner schlaganfall, krampft, epilep, notarzt, krankenwagen,
    rettungswagen, ambulance, call 911, cpr, paramedic
  `,
  symptom: terms`
    pain, ache, aching, hurt, pressure, tight, squeez, heaviness, numb, tingl, pins and needles,
    weak, dizz, lighthead, light headed, faint, woozy, wobbly, spinning, sweat, clammy, cold and
    damp, nause, queas, sick to, vomit, throwing up, threw up, throw up, breath, breathless, short
    of air, wheez, confus, disorient, drowsy, sleepy, nodding off, fever, burning up, shak, trembl,
    shiver, bleed, swell, swollen, hives, rash, palpitat, flutter, racing, pounding, skipping,
    irregular, beating fast, blurr, headache, migraine, cramp, not peed, diarrh, acting drunk,
    sounded drunk, gash, bruis, schmerz, tut weh, druck, drückt, engegefühl, brennen, stechen,
    sticht, taub, kribbel, schwach, schwäche, kraftlos, schwindel, schwindlig, benommen, schwarz vor
    augen, schweiß, schwitz, kaltschweiß, übel, übelkeit, erbrech, übergeben, kotz, kurzatmig,
    keuch, pfeif, verwirrt, durcheinander, desorientiert, schläfrig, dämmert, fieber, glüht, zitter,
    schüttel, schwell, geschwollen, quaddel, ausschlag, herzrasen, stolper, pochen, pocht, klopft,
    unregelmäßig, flimmer, verschwommen, kopfweh, kopfschmerz, krampf, steif, durchfall, platzwunde,
    juck, itch, dicke, dick an, benebelt, wacklig, shaky, sweaty, groggy, out of it, tüdelig, cough,
    husten, hustet, brenn, burns, blutet, blutung, geschnitten, schweißnass, cut hand, cut finger,
    cut thumb, cut arm, cut leg, cut foot, cut head, cut myself, cut himself, cut herself, sliced,
    soaking through, soaked through, soaks through, keeps bleeding, still bleeding, durchgeblutet
  `,
  body: terms`
    chest, heart, arm, jaw, shoulder, neck, upper back, face, mouth, lip, tongue, throat, head,
    forehead, leg, calf, belly, stomach, abdom, brust, herz, arm, kiefer, schulter, nacken, hals,
    rücken, gesicht, mund, lippe, zunge, kopf, stirn, bein, wade, bauch, magen, nabel, lower back,
    eyes, augen, nose, nase, hip, hips, hüfte, knee, knie, wrist, handgelenk
  `,
  now: terms`
    right now, just now, suddenly, sudden, all of a sudden, out of nowhere, out of the blue, minutes
    ago, an hour ago, hour ago, hours ago, since this morning, came on, getting worse, worse and
    worse, wont stop, at the moment, currently, gerade, grad, eben, plötzlich, auf einmal,
    schlagartig, aus heiterem, vor einer stunde, vor ner stunde, seit heute, seit heut, seit eben,
    seit dem frühstück, seit dem essen, seit dem mittagessen, wird schlimmer, immer schlimmer, hört
    nicht auf, momentan, vor 10 minuten, vor zehn minuten, seit minuten, minutes, vor stunden,
    vor minuten, seit stunden, vor std, hrs ago, seit std
  `,
  weakNow: terms`
    now, today, tonight, last night, this morning, this afternoon, this evening, since, still,
    keeps, started, woke up, just, an hour, minute, jetzt, heute, heut, heute nacht, heute früh,
    heute morgen, gestern abend, seit, stunde, noch, immer noch, gleich, after the, nach dem
  `,
  severe: terms`
    terrible, awful, worst, severe, agoniz, unbearable, excruciat, really bad, very bad, horrible,
    intense, crushing, sharp, tearing, ripping, so bad, scared, frightened, panic, help me, what do
    i do, what should i do, emergency, urgent, stark, heftig, schlimm, furchtbar, fürchterlich,
    unerträglich, höllisch, wahnsinnig, extrem, brutal, übel, reißend, stechend, angst, panik,
    hilfe, was soll ich tun, was mache ich, was tun, notfall, dringend, everywhere, überall
  `,
  risk: terms`
    epipen, adrenalin pen, adrenalinpen, notfallset,
    eliquis, apixaban, warfarin, coumadin, xarelto, rivaroxaban, pradaxa, dabigatran, blood thinner,
    anticoag, plavix, clopidogrel, aspirin, afib, a-fib, pacemaker, diabet, insulin, type 1,
    dialysis, marcumar, phenprocoumon, blutverdünn, gerinnungshemm, herzschrittmacher,
    vorhofflimmern, zucker
  `,
  fall: terms`
    fell, fallen, falling, tumble, tripped, slipped, went down, go down, hit my head, hit his head,
    hit her head, banged, cracked, knocked, gestürzt, sturz, hingefallen, umgefallen, ausgerutscht,
    gestolpert, hingeknallt, hingeflogen, runtergefallen, die treppe, kopf angeschlagen, kopf
    gestoßen, aufgeschlagen, hingelegt, hinfallen, gave out, legs gave, crawl, hingeschlagen, kopp,
    had a fall, took a fall, a fall, fall down, fall over, falls down, gerutscht, rausgerutscht,
    weggerutscht, slid off, slid out
  `,
  stuck: terms`
    cant get up, cannot get up, couldnt get up, unable to get up, cant stand up, on the floor, on
    the ground, still down, still on, lying there, stuck on, kommt nicht hoch, komm nicht hoch,
    komme nicht hoch, kommt nicht mehr hoch, nicht mehr hoch, kann nicht aufstehen, nicht aufstehen,
    steht nicht auf, auf dem boden, am boden, liegt da, liegt noch, liege noch, kommt nicht allein
    hoch, still lying, lying at the bottom, cant move her, cant move him, screams when, wont let us
    move, cant be moved, liegt immer noch, unten an der treppe, nicht bewegen, schreit wenn,
    liegt im, liegt auf, lying in, lying on, slumped, zusammengesackt, zusammengesunken
  `,
  medicine: terms`
    pill, tablet, capsule, medicine, medication, meds, dose, doses, dosage, prescription, insulin,
    morphine, oxycodone, hydrocodone, opioid, fentanyl, sleeping pill, sleeping tablet, ambien,
    xanax, valium, lorazepam, tramadol, metformin, digoxin, lithium, nitro, patch, patches, drops,
    syrup, potassium, water pill, blood pressure pill, heart pill, pill box, pillbox, pill
    organizer, organizer, bottle, tylenol, acetaminophen, ibuprofen, advil, eliquis, warfarin,
    xarelto, coumadin, tablette, pille, kapsel, medikament, medizin, arznei, dosis, dosier,
    schlaftablette, schlafmittel, beruhigungsmittel, schmerzmittel, morphin, opioid, fentanyl,
    tilidin, tramadol, pflaster, tropfen, saft, wochendosierer, tablettendose, tablettenbox,
    pillendose, blister, spritze, gespritzt, insulin, marcumar, metformin, digitalis, lithium,
    paracetamol, ibuprofen, novalgin, blutdrucktablette, wassertablette, abendtablette,
    morgentablette, gummies, cannabis, edible, thc, marijuana, methotrexate, lisinopril, metoprolol,
    glipizide, prednisone, gabapentin, amitriptyline, wochenbox, methotrexat, fentanylpflaster, cold
    medicine
  `,
  doseError: terms`
    twice, double, two doses, two times, three times, both doses, both slots, again by mistake, by
    mistake, accidentally, accident, too many, too much, handful, extra, whole week, whole bottle,
    all of them, all her pills, all his pills, all my pills, all the pills, finished all, empty,
    emptied, instead of, wrong pill, wrong medic, wrong tablet, wrong one, someone elses, the dogs,
    mixed up, mix up, mixed, swallowed, ate some, got into, chewed, overdos, together, on top,
    closer together, forgot if, not sure if i took, dont remember if, took it again, doppelt,
    zweimal, dreimal, zwei mal, beide, nochmal, noch eine, noch einmal, aus versehen, versehentlich,
    zu viele, zu viel, handvoll, ganze woche, leer, statt, anstatt, falsche, verwechselt,
    vertauscht, fremde, geschluckt, gegessen, gelutscht, erwischt, gespielt, überdos, mit alkohol,
    mit wein, mit bier, nicht mehr wusste, weiß nicht ob, es fehlen, fehlen welche, grams,
    milligrams, units each, each time, again, thinking they were, thought they were, every day this
    week, übereinander, gekaut, alle tabletten genommen, alle tabletten geschluckt, alle tabletten
    eingenommen, alle meine tabletten, alle seine tabletten, alle ihre tabletten, alle auf einmal,
    alle fächer, zusammen genommen, zusammen eingenommen, together with
  `,
  toxin: terms`
    bleach, cleaner, cleaning, detergent, dishwasher, laundry pod, antifreeze, drain, lye, ammonia,
    pesticide, weed killer, rat poison, poison, lamp oil, turpentine, paint thinner, gasoline,
    kerosene, battery, mushroom, berries, chemical, lighter fluid, vinegar essence, toilet, bleiche,
    chlor, reiniger, putzmittel, spülmittel, spülmaschinentab, waschmittel, frostschutz, rohrfrei,
    abflussreiniger, entkalker, essigessenz, lampenöl, pflanzenschutz, unkrautvernichter,
    rattengift, gift, vergift, terpentin, verdünner, benzin, batterie, knopfzelle, pilze, beeren,
    chemikalie, weichspüler
  `,
  swallowed: terms`
    drank, drunk, drink, swallowed, ate, eaten, sip, gulp, mouthful, licked, getrunken, trinkt,
    geschluckt, gegessen, verschluckt, schluck, probiert, abgeleckt, im mund, gekaut, kaut, chewed
  `,
  fumes: terms`
    carbon monoxide, co alarm, co detector, generator, gas heater, space heater, furnace, boiler,
    gas smell, smell gas, smells of gas, exhaust, fumes, charcoal, kohlenmonoxid, co-melder, co
    melder, gasofen, gasheizung, gastherme, therme, heizpilz, heizstrahler, stromaggregat, aggregat,
    riecht nach gas, gasgeruch, abgase, grill, holzkohle, ofen
  `,
  fire: terms`
    smoke coming, smoke pouring, smoke under, smoke from, full of smoke, filling with smoke, smoke
    everywhere, thick smoke, flames, on fire, caught fire, is burning, something burning, smells
    like burning, smell of burning, burning smell, smoke alarm going, smoke alarm is going, smoke
    alarm went off, fire alarm going, qualm, rauch kommt, kommt rauch, voller rauch, alles voller
    rauch, rauchschwaden, flammen, es brennt, brennt es, brennt die, brennt der, feuer
    ausgebrochen, riecht verbrannt, riecht nach verbrannt, verbrannt riecht, verschmort, kokelt,
    schmort, rauchmelder piept, piept der rauchmelder, rauchmelder geht, rauchmelder ist los
  `,
  unanswered: terms`
    not answering, isnt answering, wont answer, doesnt answer, no answer, not picking up, hasnt
    picked up, wont pick up, doesnt pick up, not responding, no response, havent heard from, cant
    reach, cant get hold, not opening the door, wont open the door, doesnt open, antwortet nicht,
    antwortet nich, geht nicht ran, geht nicht ans, nicht ans telefon, nimmt nicht ab, hebt nicht ab,
    macht nicht auf, öffnet nicht, keine antwort, meldet sich nicht, nicht erreichbar, erreiche sie
    nicht, erreiche ihn nicht
  `,
  crisis: terms`
    kill myself, killing myself, suicid, end my life, end it all, ending it all, end it, ending it,
    end things, ending things, take my own life, take my life, own life, want to die, wanna die,
    wish i was dead, wish i were dead, better off dead, better off without me, better off if i,
    better off when i, not wake up, never wake up, dont want to wake, not to wake, no reason to
    live, no reason to keep going, no reason to go on, no point in living, no point going on, no
    point anymore, no point to any, whats the point anymore, dont want to live, dont want to be
    here, not want to be here, tired of living, tired of life, done with life, done fighting, cant
    go on, cant do this anymore, lethal, fatal dose, deadly dose, would it take to, enough to end,
    enough to kill, stockpil, saved up my pills, saving up my pills, hoarding my pills, goodbye
    letter, suicide note, farewell letter, said my goodbyes, saying goodbye to everyone, cut my
    wrist, cut myself, cutting myself, cutting my arm, cutting my wrist, cutting my leg, cut my arm,
    self harm, self-harm, selbstverletz, schneide mich, hurt myself, harm myself, jump off, jump in front, throw myself, engine
    running, disappear for good, disappear forever, sooner im gone, sooner i am gone, once im gone,
    when im gone, not be around much longer, wont be around, wont be a burden, just want it to stop,
    want it all to stop, want it to be over, tonights the night, umbringen, selbstmord, suizid, das
    leben nehmen, mir was antun, mir etwas antun, leben beenden, dem ganzen ein ende, ein ende
    machen, schluss machen, schluss zu machen, sterben will, will sterben, möchte sterben, will
    nicht mehr leben, nicht mehr leben, nicht mehr aufwachen, nicht mehr aufzuwachen, einschlafen
    und nicht, besser ohne mich, ohne mich besser, nicht mehr da wäre, nicht mehr hier wäre,
    lebensmüde, keinen sinn mehr, wozu noch, wofür noch, mag nicht mehr, mog nimmer, wui nimmer,
    will nimmer, nimmer do, nicht mehr da sein, tödliche dosis, wie viele tabletten, gehortet,
    abschiedsbrief, abschied genommen, vom dach, von der brücke, vor den zug, pulsadern, ritzen,
    bald erlöst, keinem mehr zur last, niemandem mehr zur last, jetzt bin ich bereit, bin bereit zu
    gehen, hat alles keinen zweck, nothing left to live for, nothing to live for, point of going on,
    point in going on, rather not be alive, not be alive, no reason to keep, painless way, pick the
    day, drive off, driving off, off the bridge, would miss me, wont need them where, making things
    easier for everyone, if i wasnt around, rope, noose, gun, pills in the cabinet, strick, gewehr,
    pistole, ich mach schluss, mach heut schluss, mach heute schluss, selbst beende, es selbst
    beende, hinterhergehe, ein schritt und, gegen einen baum, nicht überlebt, nicht überleben, bald
    nicht mehr, wenn mich wer findet, wenn mich jemand findet, geritzt, rasierklinge, will ich auch
    nicht mehr, friedlich einzuschlafen, friedlich einschlafen, für immer einschlafen, sinnlos,
    tabletten gesammelt, pillen gesammelt, tödliche menge, welche menge, reicht um, any reason to
    keep, reason to keep waking, keep waking up, enough of this life, enough of life, genug vom
    leben, nur noch der mut, fehlt nur noch der mut, der mut fehlt, mir irgendwie egal, ist mir
    egal, gehen zusammen, was vorbereitet, schon was vorbereitet, point in living, point of living,
    see the point in living, see the point anymore
  `,
  crisisHint: terms`
    mach ich schluss, mache ich schluss, testament liegt, testament gemacht, wohnung aufgeräumt,
    alles aufgeräumt, burden, weight around, had enough, giving away, gave away, give away my,
    goodbye, my affairs in
    order, affairs in order, updated my will, nothing left, no one would miss, nobody would miss,
    wont matter, hopeless, pointless, so tired of, tired of being, cant take, my own terms, thank
    you for everything, thanks for everything, look after your mother, take care of mom, zur last,
    last fallen, verschenkt, verschenke, weggegeben, gebe weg, abschied, alles geregelt, niemand
    würde, keiner würde, hoffnungslos, sinnlos, erlösung, grau, danke für alles, kümmer dich,
    worthless, useless, no use to anyone, easier for everyone, wasnt around, not around anymore,
    made my peace, my peace with, where im going, wont need, funeral, letters written, nutzlos,
    wertlos, überflüssig, brauch ich ja bald, bald nicht mehr, ruhe haben, seine ruhe, meine ruhe,
    ordentlich sein, wenn mich, weg sein, keine kraft mehr, aufgeräumt, schlüssel gegeben,
    gesammelt, geschnitten, in den arm, selbst verletzt, given away, gave her, cancelled her,
    cancelled his, canceled her, hugged me, said goodbye, keine familie, mut
  `,
  scamActor: terms`
    caller, called, calling, call from, on the phone, on the line, phoned, text, message, email,
    whatsapp, facebook, dating, sweetheart, at the door, came to the door, man at, woman at,
    gentleman, someone called, somebody called, technician, agent, officer, detective, sheriff,
    police, fbi, irs, microsoft, apple support, amazon, paypal, geek squad, utility, electric
    company, water company, gas company, grandson, granddaughter, grandchild, nephew, niece, lawyer,
    attorney, courier, says he, says she, says they, saying he, saying they, claiming, claims to,
    pretending, woman i, man i, never met, loves me, anruf, anrufer, ruft an, rief an, angerufen, am
    telefon, am handy, sms, nachricht, whatsapp, an der tür, vor der tür, klingelt, geklingelt,
    beamter, polizist, polizei, kommissar, kripo, staatsanwalt, europol, interpol, sparkasse,
    volksbank, techniker, microsoft, paypal, stadtwerke, wasserwerk, handwerker, enkel, neffe,
    nichte, anwalt, notar, bote, kurier, fremder, internetliebe, liebe aus, sagt er, sagt sie,
    angeblich, gibt sich, ausgegeben, bandansage, warnmeldung, they want, he wants, she wants, they
    need, wants me to, want me to, asked me to, told me to, telling me to, ich soll, will dass ich,
    verlangt, knocked, roofers, contractor, workmen, handyman, lady, they say, they said, bank,
    says, herr, herr von, sagt, der nette, mitarbeiter, supposedly from, claimed to be from, said he
    was from, said she was from, angeblich von, angeblich vom, gab sich als
  `,
  scamAsk: terms`
    gift card, voucher, google play, itunes, apple card, steam card, amazon card, western union, moneygram,
    bitcoin, crypto, anydesk, teamviewer, remote, controlling my, control of my, take over my,
    moving my mouse, safe account, secure account, protect my money, bail, read them the code, read
    the code, the code they, code they just, the code, lottery, taxes first, customs, plane ticket,
    stuck in, wallet was stolen, gutschein, guthabenkarte, paysafe, google-play, bitcoin, krypto,
    fernwartung, fernzugriff, anydesk, teamviewer, maus, sicherheitskonto, sicheres konto, auf ein
    sicheres, kaution, u-haft, untersuchungshaft, tan, durchsagen, vorlesen, schließfach, bargeld
    abholen, geld abholen, gold abholen, abholer, bote, zoll, gewinn, gewonnen, neue nummer, hallo
    mama, hallo papa, totgefahren, unfall verursacht, rate mal wer, onlinebanking aufmachen,
    onlinebanking öffnen, used in a crime, crime, compromised, hacked, gehackt, won, prize,
    publishers clearing, processing fee, mail cash, send cash, cash hidden, pay a fine, pay the
    fine, car accident, in jail, arrested, needs money, need money, braucht geld, braucht jeld,
    no id, no badge, no badges, without id, didnt show id, no identification, round the back, around
    the back, keine ausweise, keinen ausweis, ohne ausweis, zeigen keinen, hintenrum, ums haus herum,
    medicare id, medicare number, id number, social security number, account number, card number,
    bank details, pin, password, passwort, kontodaten, zugangsdaten, in sicherheit bringen, in
    sicherheit, flug, freigabe, zu mir ziehen, vorab, steuern vorab, reinlassen, in die wohnung, im
    bad, leitungen prüfen, check the pipes, come in, ec-karte, karte und die pin
  `,
  moneyAsk: terms`
    wire, transfer, send money, send the money, send back, atm, cash, gold, coins, jewel, pick up,
    collect, log into, login, sign in, fee, deposit, refund, refunded, pay, withdraw, money, card
    details, verify, confirm my, let him in, let them in, überweis, übertrag, geld, jeld, bargeld,
    abheben, abgehoben, heb, gold, schmuck, wertsachen, abholen, holen, pin, kennwort, gebühr,
    strafe, zahlen, bezahlen, kontonummer, iban, kartendaten, bestätigen, guthaben, hereinlassen,
    braucht, needs, numbers off the back
  `,
  scamPressure: terms`
    right now, immediately, urgent, right away, this afternoon, by tonight, within, holding,
    waiting, still on, still standing, on the line, coming, on his way, on her way, is outside,
    arrest, warrant, jail, deported, suspend, frozen, cut off, dont tell, not to tell, keep it
    secret, secret, threat, today, jetzt, sofort, gleich, heute, heute noch, dringend, eilig,
    unbedingt, wartet, dran, noch am, kommt, unterwegs, verhaftet, haftbefehl, gefängnis, gesperrt,
    sperren, niemandem, nicht erzählen, geheim, nicht auflegen, droht, schon im, steh in der bank,
    soll ich, was tun, grad, gerade, eben, schon unterwegs, up on my roof, calls back, calling
    back, call back at, ruft wieder an, ruft nochmal an, ruft zurück, will be blocked, be
    suspended, be closed, wird gesperrt, würde gesperrt, payment link, zahlungslink
  `,
  violence: terms`
    hit me, hits me, hitting me, hit him, hits him, hitting him, hit her, hits her, hitting her,
    beat me, beats me, beating me, beat him, beats him, beat her, beats her, beaten, slapped, slaps
    me, slaps him, slaps her, punched, punches me, kicked me, kicks me, kicked him, kicked her,
    shoved, pushed me, pushed him, pushed her, grabbed me by, grabbed him by, grabbed her by,
    threatened me, threatens me, threatening me, threatened to hurt, threatened to kill, with a
    knife, held a knife, knife at, abuses, abused me, abused him, abused her, abusing, abusive,
    mistreats, mistreating, rough with him, rough with her, rough with me, locks me in, locked me in,
    locks him in, locked him in, locks her in, locked her in, ties him, tied him, tied her, afraid of
    him, afraid of her, geschlagen, schlägt mich, schlägt ihn, schlägt sie, schlug mich, schlug
    ihn, schlug sie, verprügelt, ohrfeige, geohrfeigt, getreten, tritt mich, tritt ihn, gewürgt,
    würgt, bedroht mich, bedroht ihn, bedroht sie, droht mir, mit dem messer, mit einem messer,
    misshandelt, misshandlung, gewalttätig, häusliche gewalt, gewalt gegen, gewalt in der pflege,
    handgreiflich, geschubst, schubst mich, schubst ihn, schubst sie, angegriffen, sperrt mich ein,
    sperrt ihn ein, sperrt sie ein, sperrt mich, schließt mich ein, eingesperrt, festgebunden,
    angst vor ihm, angst vor ihr, scared of him, scared of her, frightened of him, frightened of
    her, if i tell anyone, if i say anything, if i tell anybody, wenn ich was sage, wenn ich etwas
    sage, wenn ich das erzähle, steals from me, money out of my purse, money from my wallet, nimmt
    geld aus meinem, nimmt mir geld, klaut mir, stiehlt mir, bestiehlt, keeps my pills, hides my
    pills, gibt mir meine tabletten nicht, tabletten gibt sie mir nicht, tabletten gibt
    er mir nicht, screaming for help, screams for help, screamed for help,
    yelling for help, shouting for help, schreit um hilfe, schrie um
    hilfe, schreien um hilfe, ruft um hilfe, rief um hilfe, hilfeschrei
  `,
  present: terms`
    still in the house, still here, still there, still in the room, in the next room, is here, is
    coming back, comes back, will be back, again, every day, keeps, noch im haus, noch in der
    wohnung, noch da, noch hier, im nebenzimmer, kommt zurück, kommt gleich, wieder, jeden tag,
    immer wieder, sometimes, every time, whenever, as soon as, manchmal, jedes mal, jedesmal, sobald
  `,
  missing: terms`
    wandered off, wandered away, wandered out, walked off, went missing, is missing, has gone
    missing, gone missing, hasnt come back, has not come back, hasnt come home, has not come home,
    didnt come home, did not come home, not come back, cant find him, cant find her, cannot find him,
    cannot find her, no sign of him, no sign of her, left the house, nowhere to be found, weggelaufen,
    verschwunden, nicht zurückgekommen, nicht zurück gekommen, nicht nach hause gekommen, nicht heim
    gekommen, finden ihn nicht, finden sie nicht, finde ihn nicht, finde sie nicht, ist weg, abgehauen,
    vermisst, aus dem haus gegangen, keine spur
  `,
  vulnerable: terms`
    dementia, demented, alzheimer, alzheimers, confused, memory problems, doesnt know where, does not
    know where, demenz, dement, demente, dementer, alzheimer, verwirrt, orientierungslos, weiß nicht
    wo, weiss nicht wo
  `,
  past: terms`
    years ago, year ago, last year, in 19, in 20, had a stroke, had a heart attack, since his
    stroke, since her stroke, after his stroke, after her stroke, recovered, history of, passed
    away, died, vor jahren, letztes jahr, letzten jahr, hatte einen schlaganfall, hatte einen
    herzinfarkt, seit dem schlaganfall, nach dem schlaganfall, nach seinem, nach ihrem, gestorben,
    verstorben, before he passed, before she passed, he passed in, she passed in, doing well, doing great, fine since, been fine, back home, last month, last summer,
    last spring, last fall, last winter, in the spring, im frühjahr, im sommer, letzten monat,
    letzten sommer, früher, damals, vor wochen, vor monaten, vor einem jahr, in der
    reha, seitdem, since then, aphasia, wheelchair, rollstuhl, pflegegrad, caregiver, pflege ihn,
    pflege sie, almost, fast, fell for, reingefallen, lost money to
  `,
  ended: terms`
    hung up, hang up on, deleted it, deleted the, blocked the number, blocked him, blocked her,
    didnt answer, did not answer, ignored it, aufgelegt, gelöscht, blockiert, nicht reagiert,
    ignoriert, nicht rangegangen, nicht abgenommen
  `,
  general: terms`
    is it safe, is it ok to, is it okay to, is it dangerous, is it true, ist es sicher, ist es
    gefährlich, bis es gefährlich, darf man, stimmt es, ist es wahr, what are the signs, warning signs, signs of, symptoms of, how do i prevent, how to prevent, how
    can i prevent, how do i recognise, how do i recognize, what to do if, what should i do if, in
    case of, protect myself, how do i protect, how can i protect, how do i check, how can i tell, is
    it normal, does medicare cover, does insurance cover, woran erkenne, anzeichen, warnzeichen,
    symptome, wie beuge, vorbeugen, was tun wenn, was mache ich wenn, im fall, schützen, wie
    erkenne, zahlt die, übernimmt die, bezahlt die kasse, how does, how do, what happens, woran, wie
    erkennt, how would i know, for the future, be prepared, vorbereitet, first aid, erste hilfe,
    erste-hilfe, worauf, what to look for, should i worry, angst vor, can i set, kann ich bei, daily
    limit, tageslimit, worry about, sorgen um, mache mir sorgen, mir sorgen, alarm button, alarm system, medical alert, alarmknopf,
    notrufknopf, hausnotruf, is there a way,
    gibt es, welche, which, what kind, can i still, could i, can we, können wir, darf ich, muss ich,
    at risk of, risk of a, risiko, in case i, in case my, in case we, in case he, in case she, if i
    ever, if he ever, if she ever, someday, some day, plan ahead, planning ahead, planning for,
    prepare for, dont accidentally, do not accidentally, to prevent, falls ich mal, wenn ich mal,
    sollte ich mal, eines tages, irgendwann mal, vorsorgen, vorausplanen, nicht aus versehen, nicht
    versehentlich, verhindern
  `,
  product: terms`
    fund, funds, etf, index fund, stock, stocks, share, shares, bond, bonds, annuity, annuities,
    insurer, insurance, insurance company, policy, plan, medigap, advantage, part d, supplement,
    bank, broker, brokerage, robo, adviser, advisor, crypto, bitcoin, coin, gold, silver, reit, ira,
    401k, cd, certificate of deposit, account, company, provider, carrier, product, offer, deal,
    one, which one, fonds, aktie, aktien, anleihe, rentenversicherung, lebensversicherung,
    versicherung, versicherer, police, fondspolice, riester, rürup, tarif, kasse, krankenkasse,
    zusatzversicherung, pflegezusatz, sparkasse, depot, berater, krypto, silber, festgeld,
    tagesgeld, sparplan, anbieter, produkt, angebot, vertrag, welche, welchen, welcher, welches
  `,
};
