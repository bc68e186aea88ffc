import type { Language } from '@ageless/contracts';
import { factsOf } from './understanding/facts.js';
import { WORKED_CARDS, workedExample } from './worked-examples.js';

const today = { year: 2026, month: 11, day: 27 };

/** The worked example for the card, with the conversation's messages given oldest first. */
function worked(cardId: string, language: Language, ...messages: string[]) {
  const facts = Object.assign({}, ...messages.map((message) => factsOf(message, today)));
  return workedExample(cardId, {
    messages: [...messages].reverse(),
    facts,
    language,
    today,
  });
}

describe('worked examples: a card’s rule with the person’s own numbers', () => {
  it('counts only the months before full retirement age in that year, from monthly pay', () => {
    // October 2026: January to September, 9 × 7,400 = 66,600; (66,600 − 65,160) / 3 = 480.
    const text = worked(
      'ss-earnings-test',
      'en',
      'I reach my full retirement age in October of this year. I make $7,400 a month at the clinic. How much will they hold back?',
    )?.text;
    expect(text).toMatch(/9 × \$7,400 = \$66,600/u);
    expect(text).toContain('$480 this year');
    // Born November 1959: 66 and 10 months is September 2026, so 2026 is the year of the higher limit.
    expect(
      worked(
        'ss-earnings-test',
        'en',
        'Born November 1959, I will make $71,160 before I reach full retirement age. What is withheld?',
      )?.text,
    ).toContain('$2,000 this year');
  });

  it('works out the taxable part of a pension from the year it began', () => {
    // Began 2026: 84 %; 1.500 € × 12 = 18.000 €, 15.120 € taxable, 2.880 € tax-free.
    const text = worked(
      'de-besteuerung',
      'de',
      'Ich bin seit diesem Jahr in Rente und bekomme 1.500 € brutto. Muss ich das versteuern?',
    )?.text;
    expect(text).toMatch(/^Rentenbeginn 2026: Besteuerungsanteil 84 %/u);
    expect(text).toContain('sind 15.120 € steuerpflichtig; 2.880 € bleiben');
    // Began 2020: 80 %, for life.
    expect(
      worked('de-besteuerung', 'en', 'I have been retired since 2020, pension 1,500 euros a month.')
        ?.text,
    ).toContain('taxable share (Besteuerungsanteil) 80%');
    // Without the year it began, nothing is worked out.
    expect(worked('de-besteuerung', 'de', 'Meine Rente ist 1.500 € brutto.')).toBeNull();
  });

  it('raises the pension at the Regelaltersgrenze by the Zuschlag for each month later', () => {
    // 24 × 0.5 % = 12 %; 1.300 € × 1.12 = 1.456 €.
    const text = worked(
      'de-zuschlag',
      'de',
      'Meine Regelaltersrente wäre 1.300 €. Ich will noch 24 Monate weiterarbeiten und sie erst danach nehmen.',
    )?.text;
    expect(text).toContain('24 × 0,5 % = 12 % Zuschlag');
    expect(text).toContain('werden so 1.456 € im Monat brutto (156 € mehr)');
    // A span after an early age asked moves that age: no Zuschlag.
    expect(
      worked(
        'de-zuschlag',
        'de',
        'Meine Regelaltersrente wäre 1.300 €. Was ist, wenn ich mit 64 gehe und ein Jahr länger warte?',
      ),
    ).toBeNull();
  });

  it('tells how much of Social Security is taxed from the combined income', () => {
    // Single: $1,700 × 12 = $20,400, half $10,200 + $18,000 = $28,200; (28,200 − 25,000) / 2 = $1,600.
    const single = worked(
      'ss-taxes',
      'en',
      'I get $1,700 a month from Social Security and an $18,000 a year pension. Is any of it taxed?',
    )?.text;
    expect(single).toContain('= $28,200. Filing single, that is between $25,000 and $34,000');
    expect(single).toContain('here $1,600 a year');
    // A couple: $2,400 × 12 = $28,800, half $14,400 + $40,000 = $54,400 above $44,000;
    // 0.85 × 10,400 + min(14,400, 6,000) = $14,840, under 85 % of the benefits ($24,480).
    const couple = worked(
      'ss-taxes',
      'en',
      'My wife and I file jointly: $2,400 a month Social Security and $40,000 a year from pensions. Will our benefits be taxed?',
    )?.text;
    expect(couple).toContain('Filing jointly, that is above $44,000');
    expect(couple).toContain('here $14,840 a year');
    // Nothing asked about tax: no computation.
    expect(
      worked('ss-taxes', 'en', 'I get $1,700 a month from Social Security and an $18,000 pension.'),
    ).toBeNull();
  });

  it('sums the change, not the amount, when a year of "how much more" is asked', () => {
    // $1,500 + 2.8 % = $1,542, paid $1,542: $42 more a month, $504 a year.
    const text = worked(
      'ss-cola',
      'en',
      'My Social Security was $1,500 a month last year. How much more is that for the whole year with the raise?',
    )?.text;
    expect(text).toMatch(/^For a year that is \$504 \(12 × \$42\)/u);
  });

  it('takes the standard Part B premium off a Social Security benefit told', () => {
    // $1,800 − $202.90 = $1,597.10.
    const text = worked(
      'medicare-partb-premium',
      'en',
      'I get $1,800 a month from Social Security. How much is left after the Part B premium?',
    )?.text;
    expect(text).toContain('about $1,597.10 a month is left');
  });

  it('gives a couple’s standard rates when a couple is asked about without a rent', () => {
    expect(
      worked('de-grundsicherung', 'de', 'Wie hoch ist der Regelsatz für uns beide als Ehepaar?')
        ?.text,
    ).toMatch(/2 × 506\s?€ = 1\.012\s?€/u);
    expect(worked('de-grundsicherung', 'de', 'Wie hoch ist der Regelsatz?')).toBeNull();
  });

  it('divides the balance by the Uniform Lifetime Table divisor for the age reached this year', () => {
    const answer = worked(
      'us-rmd',
      'en',
      'I was born in February 1952. My IRA balance on December 31, 2025 was $380,000. What is my RMD for 2026?',
    );
    // 74 in 2026: 380,000 / 25.5
    expect(answer?.text).toContain('$14,901.96');
    expect(answer?.sources.map((source) => source.url)).toContain(
      'https://www.irs.gov/publications/p590b',
    );
  });

  it('takes the balance told for December 31, not a larger one of another month', () => {
    const answer = worked(
      'us-rmd',
      'en',
      'I turn 74 in June 2026. My IRA was at $382,500 on December 31 2025 (it was $401,000 in October and $369,000 in March). What is my RMD for 2026?',
    );
    // 382,500 / 25.5
    expect(answer?.text).toContain('$15,000');
    expect(answer?.text).not.toContain('401,000');
    expect(
      worked(
        'us-rmd',
        'en',
        'Born in 1952. Balance on December 31, 2025: $300,000; today $320,000.',
      )?.text,
    ).toContain('$300,000 ÷');
  });

  it('says no distribution is due before the starting age, which is 75 from the 1960 cohort', () => {
    expect(
      worked('us-rmd', 'en', 'Born in 1960, I have $200,000 in my IRA. How much must I take out?')
        ?.text,
    ).toMatch(/no required minimum distribution yet.*turn 75/u);
  });

  it('withholds $1 of every $2 above the exempt amount, and counts whole monthly payments', () => {
    const text = worked(
      'ss-earnings-test',
      'en',
      "I'm 63 and started Social Security at $1,500 a month. I'll make $36,480 this year. How much will they hold back?",
    )?.text;
    // (36,480 − 24,480) / 2
    expect(text).toContain('$6,000');
    expect(text).toMatch(/4 monthly payments/u);
  });

  it('adds the catch-up that fits each person’s age to the 401(k) limit', () => {
    const text = worked(
      'us-401k-limit',
      'en',
      'I turn 61 this year and my wife turns 64 in December. How much can each of us put in our 401(k)s?',
    )?.text;
    expect(text).toContain('$35,750');
    expect(text).toContain('$32,500');
  });

  it('takes what was put in so far off the year’s limit, however the amount is introduced', () => {
    // A number after "in" is a year or an age only when it looks like one: 9000 is money.
    expect(
      worked(
        'us-401k-limit',
        'en',
        "Age 55. I've put in 9000 to my 401(k) so far in 2026. How much more can I still contribute?",
      )?.text,
    ).toContain('you can add up to $23,500 more');
  });

  it('adds the IRA catch-up from 50', () => {
    expect(worked('us-ira-limit', 'en', "I'm 66. How much can I put into an IRA?")?.text).toContain(
      '$8,600',
    );
  });

  it('raises a Social Security benefit by the year’s COLA and pays whole dollars', () => {
    const answer = worked(
      'ss-cola',
      'en',
      'My Social Security check was $2,240 a month last year. What is it now with the COLA?',
    );
    // 2,240 × 1.028 = 2,302.72, paid as $2,302 (20 CFR 404.304(f)).
    expect(answer?.text).toContain('2.8%');
    // The raise is shown, and what SSA pays is the whole dollars.
    expect(answer?.text).toContain('$62.72');
    expect(answer?.text).toContain('paid as $2,302');
    expect(answer?.sources.map((source) => source.url)).toContain(
      'https://www.ssa.gov/news/press/factsheets/colafacts2026.pdf',
    );
    expect(
      worked('ss-cola', 'en', 'My check was 1,500 dollars last year. And now, after the COLA?')
        ?.text,
    ).toContain('$1,542');
    expect(worked('ss-cola', 'en', 'How is the COLA decided?')).toBeNull();
  });

  it('raises a couple’s two benefits each, and takes Part B off only when asked what is paid after it', () => {
    const couple = worked(
      'ss-cola',
      'en',
      'My wife and I got $1,640 and $980 last year. What do we get together now with the raise, before Medicare?',
    );
    // 1,640 × 1.028 = 1,685.92 → $1,685; 980 × 1.028 = 1,007.44 → $1,007.
    expect(couple?.text).toContain('Together $2,692 a month');
    expect(couple?.text).not.toContain('$202.90');
    const net = worked(
      'medicare-partb-premium',
      'en',
      'Last year my Social Security was $1,875. After the raise and after the new Part B premium comes out, what lands in my checking account?',
    );
    // 1,875 × 1.028 = 1,927.50 → $1,927, minus $202.90.
    expect(net?.text).toContain('$1,724.10 a month is deposited');
    expect(
      worked('medicare-partb-premium', 'en', 'What is the Part B premium this year?')?.text ?? '',
    ).not.toContain('cost-of-living');
  });

  it('takes 4% of the savings as the first year’s withdrawal', () => {
    const text = worked(
      'four-percent-rule',
      'en',
      'We have $820,000 between us. What does the 4% rule give us a month?',
    )?.text;
    expect(text).toContain('$32,800');
    expect(text).toContain('$2,733');
    expect(text).not.toContain('With your income');
  });

  it('adds the pension told beside the savings to the 4% withdrawal', () => {
    // 4 % of 400,000 = 16,000; 1,900 × 12 = 22,800; together 38,800 a year.
    const text = worked(
      'four-percent-rule',
      'en',
      'We have $400,000 saved. My Social Security will be about $1,900 a month. By the 4 percent rule, what would we have a year all together?',
    )?.text;
    expect(text).toContain('$16,000');
    expect(text).toContain('about $38,800 a year');
  });

  it('raises a pension told by the July adjustment and says the difference in euros', () => {
    // 1,200 € × 42.52 / 40.79 = 1,250.89 €: 50.89 € more.
    const text = worked(
      'de-rentenanpassung',
      'de',
      'Meine Rente war bis Juni 1.200 Euro brutto. Um wie viel ist sie im Juli gestiegen, in Euro?',
    )?.text;
    expect(text).toContain('1.250,89 € brutto, 50,89 € mehr im Monat');
  });

  it('works out the difference between two care grades’ Pflegegeld', () => {
    const text = worked(
      'de-pflegegeld',
      'de',
      'Meine Mutter hatte Pflegegrad 2 und hat jetzt Pflegegrad 3. Wie viel mehr Pflegegeld bekommt sie?',
    )?.text;
    expect(text).toMatch(/252\s?€ mehr/u);
  });

  it('adds up the Pflegegeld of two people asked about together', () => {
    const text = worked(
      'de-pflegegeld',
      'de',
      'Meine Schwiegermutter hat Pflegegrad 3, mein Schwiegervater Pflegegrad 2, wir pflegen beide. Wie viel Pflegegeld bekommen sie zusammen?',
    )?.text;
    // 599 + 347
    expect(text).toMatch(/zusammen 946\s?€ im Monat/u);
    expect(text).not.toMatch(/weniger|mehr/u);
  });

  it('sets a new grade against the one told before when asked what the change brings', () => {
    const text = worked(
      'de-pflegegeld',
      'de',
      'Meine Mutter hat Pflegegrad 2, ich pflege sie. Wieviel Pflegegeld gibt es?',
      'Sie wurde jetzt auf Pflegegrad 3 hochgestuft. Wie viel mehr ist das im Jahr?',
    )?.text;
    // (599 − 347) × 12
    expect(text).toContain('3.024');
    // Asked only what the new grade pays, the new grade alone answers.
    expect(
      worked(
        'de-pflegegeld',
        'de',
        'Meine Mutter hat Pflegegrad 2. Wieviel Pflegegeld gibt es?',
        'Und bei Pflegegrad 4?',
      )?.text,
    ).toMatch(/Bei Pflegegrad 4 beträgt das Pflegegeld 800\s?€/u);
  });

  it('leaves the Part B deductible and 20 % of the rest of an approved amount to the person', () => {
    const text = worked(
      'medicare-partb-deductible',
      'en',
      'Original Medicare only. The statement says the Medicare-approved amount for my outpatient knee scope was $1,283, my first doctor bill this year. How much do I owe?',
    )?.text;
    // 283 + 20 % of 1,000
    expect(text).toContain('$483');
    expect(
      worked(
        'medicare-partb-deductible',
        'en',
        'I already met my deductible. The doctor bill says Medicare approved $500. What do I pay?',
      )?.text,
    ).toContain('$100');
    // An income is no bill.
    expect(
      worked(
        'medicare-partb-deductible',
        'en',
        'We made about $230,000 two years ago. Will we pay more for Medicare Part B?',
      ),
    ).toBeNull();
  });

  it('says care grade 1 brings no Pflegegeld but the relief amount', () => {
    expect(
      worked('de-pflegegrad-1', 'de', 'Meine Mutti hat nur Pflegegrad 1, kriegt sie Pflegegeld?')
        ?.text,
    ).toMatch(/kein Pflegegeld.*Entlastungsbetrag/u);
  });

  it('takes health and care insurance off a gross pension with the fund’s own rate and no children', () => {
    const text = worked(
      'de-kvdr',
      'de',
      'bin 67, keine kinder, rente 1300 brutto. meine kasse nimmt 2,5 prozent zusatzbeitrag. was bleibt?',
    )?.text;
    // 1300 × (7.3 % + 1.25 %) = 111.15; 1300 × 4.2 % = 54.60
    expect(text).toContain('111,15');
    expect(text).toContain('54,60');
    expect(text).toContain('1.134,25');
    // What the two take together: 111.15 + 54.60
    expect(text).toContain('zusammen 165,75');
  });

  it("counts one person's several pensions together and a rent after its rise", () => {
    // 980 + 620 = 1,600 against 563 + 650 + 80 = 1,293: above the need, no Grundsicherung.
    const text = worked(
      'de-grundsicherung',
      'de',
      'Ich bin seit letztem Jahr Witwe. Ich bekomme 980 Euro eigene Rente und 620 Euro Witwenrente, die Miete kostet 650 Euro warm. Jetzt kam ein Brief, dass die Miete um 80 Euro steigt. Steht mir irgendeine Hilfe zu?',
    )?.text;
    expect(text).toContain(
      'Ihre Renten von zusammen 1.600 € liegen über dem groben Bedarf von 1.293 €',
    );
    expect(text).toContain('Miete 730 €');
  });

  it('estimates Grundsicherung as the standard rate plus rent less the pension', () => {
    const text = worked(
      'de-grundsicherung',
      'de',
      'Ich bin 72, bekomme 720 € Rente und meine Warmmiete ist 480 €. Wie viel Grundsicherung könnte ich bekommen?',
    )?.text;
    // 563 + 480 − 720
    expect(text).toMatch(/323\s?€ Grundsicherung/u);
  });

  it('takes a rent told in a follow-up with the pension told before', () => {
    const text = worked(
      'de-grundsicherung',
      'de',
      'Ich bin alleinstehend, Rente 700 € netto, Warmmiete 480 €, kein Vermögen. Wie viel Grundsicherung bekomme ich?',
      'Die Miete steigt nächsten Monat auf 560 € warm. Wie viel dann?',
    )?.text;
    // 563 + 560 − 700
    expect(text).toMatch(/423\s?€ Grundsicherung/u);
  });

  it('finds the rent however it is told', () => {
    const text = worked(
      'de-grundsicherung',
      'de',
      'Ich bin 71, meine Rente ist 720 Euro. Die Wohnung kostet warm 480 Euro. Wie viel Grundsicherung könnte ich bekommen?',
    )?.text;
    // 563 + 480 − 720
    expect(text).toMatch(/323\s?€ Grundsicherung/u);
  });

  it('counts one pension told for both partners at the couple’s rate', () => {
    const text = worked(
      'de-grundsicherung',
      'de',
      'Mein Mann und ich haben zusammen nur 900 € Rente, unsere Warmmiete ist 550 €. Wie viel Grundsicherung bekämen wir?',
    )?.text;
    // 2 × 506 + 550 − 900
    expect(text).toMatch(/662\s?€ Grundsicherung/u);
  });

  it('works out what further years at so many Entgeltpunkte a year add to the pension', () => {
    const text = worked(
      'de-entgeltpunkte',
      'de',
      'Wenn ich noch 2 Jahre länger arbeite und dabei 0,9 Entgeltpunkte pro Jahr bekomme, wie viel mehr Rente ist das?',
    )?.text;
    // 2 × 0.9 = 1.8 points × 42.52 € = 76.54 €
    expect(text).toContain('1,8 Entgeltpunkte');
    expect(text).toMatch(/76,54\s?€ mehr Monatsrente/u);
    const english = worked(
      'de-entgeltpunkte',
      'en',
      'I earn about 1.1 pension points a year. What do 4 more years add to my German pension?',
    )?.text;
    // 4 × 1.1 = 4.4 points × €42.52 = €187.09
    expect(english).toContain('€187.09 more pension a month');
  });

  it('counts a couple’s needs and both pensions together, each partner at the couple’s rate', () => {
    const text = worked(
      'de-grundsicherung',
      'de',
      'Mein Mann und ich sind 76 und 74. Er hat 780 € Rente, ich 410 €. Unsere Warmmiete beträgt 590 €. Steht uns Grundsicherung zu?',
    )?.text;
    // 2 × 506 + 590 − (780 + 410)
    expect(text).toContain('2 × 506');
    expect(text).toMatch(/412\s?€ Grundsicherung im Monat für Sie beide/u);
    // A widow lives alone: the single rate, her own pension.
    const widow = worked(
      'de-grundsicherung',
      'de',
      'Mein Mann ist gestorben. Ich habe 640 € Rente und 410 € Witwenrente, Warmmiete 520 €. Bekomme ich Grundsicherung?',
    )?.text;
    expect(widow).not.toContain('2 ×');
  });

  it('counts 40 % of the own income above the allowance against a widow’s pension', () => {
    const text = worked(
      'de-witwenrente-einkommen',
      'de',
      'Ich bekomme 900 € Witwenrente, die Rentenversicherung setzt 1.400 Euro Nettoeinkommen an. Wie viel wird abgezogen?',
    )?.text;
    // (1,400 − 1,122.53) × 40 %
    expect(text).toContain('110,99');
  });

  it('works out the cut from the own income alone, and reads a lone amount by the name as the pension', () => {
    const cut = worked(
      'de-witwenrente-einkommen',
      'de',
      'Mein anrechenbares Nettoeinkommen ist 1.422,53 Euro im Monat. Um wie viel wird die Witwenrente gekürzt?',
    )?.text;
    // (1,422.53 − 1,122.53) × 40 %
    expect(cut).toContain('sinkt um 120 €');
    expect(cut).not.toContain('bleiben');
    expect(
      worked(
        'de-witwenrente-einkommen',
        'de',
        'Meine Witwenrente von 900 € – wie viel darf ich dazuverdienen?',
      ),
    ).toBeNull();
  });

  it('reads a wage only as a wage: a pension amount is no Aktivrente', () => {
    expect(worked('de-aktivrente', 'de', 'Meine Rente ist 1.600 Euro brutto.')).toBeNull();
    expect(
      worked(
        'de-aktivrente',
        'de',
        'Ich arbeite weiter, 2.800 € brutto im Monat. Was ist steuerfrei?',
      )?.text,
    ).toMatch(/800\s?€ werden normal versteuert/u);
  });

  it("gives the year the first RMD is for from a year of birth alone, by SECURE 2.0's two ages", () => {
    expect(worked('us-rmd', 'en', 'My sister was born in 1960, same age for her?')?.text).toMatch(
      /turning 75, 2035; it can wait until April 1, 2036/u,
    );
    expect(worked('us-rmd', 'en', 'I was born in 1953. When must I start?')?.text).toContain(
      'turning 73, 2026',
    );
  });

  it('adds nothing when the numbers it needs were not told, or the card has no rule to work out', () => {
    expect(worked('us-rmd', 'en', 'When do I have to take RMDs?')).toBeNull();
    expect(worked('de-pflegegeld', 'de', 'Was ist Pflegegeld?')).toBeNull();
    expect(
      worked('ss-how-to-apply', 'en', 'I am 64 with $300,000 saved. How do I apply?'),
    ).toBeNull();
    expect(WORKED_CARDS.has('ss-how-to-apply')).toBe(false);
  });

  it('reads a number the latest message lacks from the message before', () => {
    const text = worked(
      'de-pflegegeld',
      'de',
      'Meine Mutter hat Pflegegrad 4.',
      'Wie viel Pflegegeld ist das im Monat?',
    )?.text;
    expect(text).toMatch(/800\s?€/u);
  });

  it('finds the IRMAA bracket by the income of two years before, single or joint', () => {
    // 2026, individual return, MAGI 140,000: bracket above 137,000 → $405.80.
    const single = worked(
      'medicare-irmaa',
      'en',
      'My 2024 income (MAGI) was $140,000, I file single. What is my Part B premium now?',
    )?.text;
    expect(single).toContain('$405.80 a month');
    expect(single).toContain('$37.50');
    // Joint 230,000: above 218,000 → $284.10 each; the couple together $568.20.
    const couple = worked(
      'medicare-partb-premium',
      'en',
      'My wife and I file jointly, our MAGI two years ago was $230,000. What do we pay for Part B?',
    )?.text;
    expect(couple).toContain('$284.10 a month for each of you');
    expect(couple).toContain('$568.20');
  });

  it("puts the Part D penalty in dollars with the year's base premium, to the nearest 10 cents", () => {
    // 2026 base $38.99 × 15 % = 5.85 → $5.80 (nearest 10 cents: 5.8485).
    expect(
      worked(
        'medicare-part-d',
        'en',
        'I was 15 months late with my Part D. How much is the penalty?',
      )?.text,
    ).toContain('about $5.80 a month');
  });

  it('sums a monthly amount over the year or the months asked for', () => {
    expect(
      worked('de-pflegegeld', 'de', 'Wie viel Pflegegeld gibt es bei Pflegegrad 4 im Jahr?')?.text,
    ).toContain('Im Jahr sind das 9.600');
    expect(
      worked(
        'de-pflegegeld',
        'de',
        'Pflegegrad 2 wurde rückwirkend für 4 Monate bewilligt. Was wird nachgezahlt?',
      )?.text,
    ).toContain('Für 4 Monate sind das 1.388');
  });
});
