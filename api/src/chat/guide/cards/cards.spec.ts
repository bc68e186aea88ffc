import { renderCard } from '../compose.js';
import type { AnswerCard } from './card.js';
import { ANSWER_CARDS } from './index.js';

// The subjects people asked about and did not get answered (issue 24, item 6): the Aktivrente, the
// income allowance on a widow's pension, US survivors from 60 and help when a pension does not cover
// the rent. Each answer gives the amount from the dated figures table and names its public sources.

const TODAY = '2026-11-27';
const card = (id: string): AnswerCard => {
  const found = ANSWER_CARDS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};
const urls = (id: string, language: 'en' | 'de' = 'de'): string[] =>
  renderCard(card(id), language, TODAY).sources.map((source) => source.url);

describe('the income allowance beside a widow’s pension', () => {
  it('gives the amount, the 40 % and the allowance per child in both languages', () => {
    const de = renderCard(card('de-witwenrente-einkommen'), 'de', TODAY).text;
    expect(de).toMatch(
      /^Neben der Witwen- oder Witwerrente bleibt eigenes Nettoeinkommen bis 1\.122,53 € im Monat/,
    );
    expect(de).toContain('238,11 € hinzu');
    expect(de).toContain('40 %');
    expect(de).toContain('Stand der Zahlen: 1. Juli 2026.');
    const en = renderCard(card('de-witwenrente-einkommen'), 'en', TODAY).text;
    expect(en).toContain('up to €1,122.53 a month');
    expect(en).toContain('Figures as of 1 July 2026.');
  });

  it('quotes the allowance valid on the day asked', () => {
    const before = renderCard(card('de-witwenrente-einkommen'), 'de', '2026-03-01').text;
    expect(before).toContain('1.076,86 €');
    expect(before).toContain('228,42 €');
  });

  it('cites § 97 SGB VI and § 18a/§ 18b SGB IV', () => {
    expect(urls('de-witwenrente-einkommen')).toEqual(
      expect.arrayContaining([
        'https://www.gesetze-im-internet.de/sgb_6/__97.html',
        'https://www.gesetze-im-internet.de/sgb_4/__18a.html',
        'https://www.gesetze-im-internet.de/sgb_4/__18b.html',
      ]),
    );
  });

  it('no longer lets "earn as much as you like" stand for a widow’s pension', () => {
    for (const id of ['de-witwenrente', 'de-hinzuverdienst'])
      for (const language of ['en', 'de'] as const) {
        const text = renderCard(card(id), language, TODAY).text;
        expect(text).toMatch(/1[.,]122[.,]53/);
        expect(text).toMatch(/40 ?%/);
      }
  });
});

describe('the Aktivrente', () => {
  const de = renderCard(card('de-aktivrente'), 'de', TODAY);
  const en = renderCard(card('de-aktivrente'), 'en', TODAY);

  it('says since when, how much, for whom and for whom not', () => {
    expect(de.text).toMatch(
      /^Seit 1\. Januar 2026 .* bis zu 2\.000 € Arbeitslohn im Monat steuerfrei/,
    );
    expect(de.text).toMatch(/selbstständiger Arbeit.*Minijobs/);
    expect(de.text).toContain('keine Rente');
    expect(en.text).toMatch(/^Since 1 January 2026, .* up to €2,000 a month free of income tax/);
    expect(en.text).toMatch(/self-employment.*mini-jobs/);
  });

  it('names the law and the dated FAQs of the pension insurance and the finance ministry', () => {
    expect(de.sources.map((source) => source.url)).toEqual(
      expect.arrayContaining([
        'https://www.gesetze-im-internet.de/estg/__3.html',
        'https://www.deutsche-rentenversicherung.de/SharedDocs/FAQ/aktivrente/aktivrente_liste.html',
        'https://www.bundesfinanzministerium.de/Content/DE/Standardartikel/Themen/Steuern/2026-02-06-FAQ-Aktivrente-Anlage.pdf',
      ]),
    );
    expect(de.sources.map((source) => source.title).join(' ')).toMatch(/22\. Januar 2026/);
  });
});

describe('US survivor benefits', () => {
  it('start at 60 (71.5 %), not 62, on the US card in English and in German', () => {
    const survivor = card('ss-survivor');
    expect(survivor.system).toBe('US');
    const en = renderCard(survivor, 'en', TODAY).text;
    expect(en).toMatch(/^A widow or widower can get Social Security survivor benefits from age 60/);
    expect(en).toContain('71.5%');
    expect(en).toContain('$255');
    expect(en).not.toMatch(/\b62\b/);
    const de = renderCard(survivor, 'de', TODAY).text;
    expect(de).toContain('ab 60');
    expect(de).toContain('71,5 %');
    expect(de).not.toMatch(/\b62\b/);
  });

  it('have English search words for the way people ask about them', () => {
    const { terms } = card('ss-survivor').en;
    for (const word of ['survivor', 'widow', 'late husband', 'deceased', '60'])
      expect(terms).toContain(word);
  });

  it('explain remarriage and the $255 lump sum on their own cards', () => {
    expect(renderCard(card('ss-survivor-remarriage'), 'en', TODAY).text).toMatch(
      /^If you remarry at 60 or later/,
    );
    const lumpSum = renderCard(card('ss-lump-sum-death-payment'), 'en', TODAY);
    expect(lumpSum.text).toContain('$255');
    expect(lumpSum.text).toContain('within 2 years');
    expect(lumpSum.sources.map((source) => source.url)).toContain(
      'https://www.ssa.gov/OP_Home/handbook/handbook.04/handbook-0428.html',
    );
  });
});

describe('a pension that does not cover the rent', () => {
  it('gets Wohngeld first and Grundsicherung with the standard rate and the 100,000 € rule', () => {
    const text = renderCard(card('de-rente-reicht-nicht'), 'de', TODAY).text;
    expect(text.indexOf('Wohngeld')).toBeLessThan(text.indexOf('Grundsicherung'));
    expect(text).toContain('563 €');
    expect(text).toContain('100.000 €');
    expect(text).toContain('Wohngeld-Rechner');
    expect(card('de-rente-reicht-nicht').de.terms).toMatch(/Rente reicht nicht für die Miete/);
    expect(urls('de-rente-reicht-nicht')).toContain(
      'https://www.bmwsb.bund.de/Webs/BMWSB/DE/themen/stadt-wohnen/wohnraumfoerderung/wohngeld/wohngeldrechner-2025-artikel.html',
    );
  });

  it('gives the Regelsatz and where to apply on the Grundsicherung and Wohngeld cards', () => {
    const grundsicherung = renderCard(card('de-grundsicherung'), 'de', TODAY);
    expect(grundsicherung.text).toContain('Regelsatz von 563 € im Monat');
    expect(grundsicherung.text).toContain('Sozialamt');
    expect(grundsicherung.text).toContain('Stand der Zahlen: 1. Januar 2026.');
    expect(grundsicherung.sources.map((source) => source.url)).toContain(
      'https://www.gesetze-im-internet.de/sgb_12/__43.html',
    );
    const wohngeld = renderCard(card('de-wohngeld'), 'de', TODAY).text;
    expect(wohngeld).toContain('Wohngeldstelle');
    expect(wohngeld).toContain('Grundsicherung');
  });
});

describe('emergency numbers on cards', () => {
  it('names the number of the reader’s country, and both without one', () => {
    const us = renderCard(card('heart-attack-signs'), 'en', TODAY, null, 'US').text;
    expect(us).toMatch(/^Call 911 at once/u);
    expect(us).not.toMatch(/\b112\b/u);
    const germanInUs = renderCard(card('stroke-signs'), 'de', TODAY, null, 'US').text;
    expect(germanInUs).toContain('sofort 911 anrufen');
    const englishInGermany = renderCard(card('stroke-signs'), 'en', TODAY, null, 'DE').text;
    expect(englishInGermany).toContain('call 112 at once');
    expect(renderCard(card('heat-health'), 'en', TODAY).text).toContain(
      'call 911 (112 in Europe).',
    );
    for (const id of ['stroke-signs', 'heart-attack-signs', 'heat-health'])
      for (const language of ['en', 'de'] as const)
        expect(renderCard(card(id), language, TODAY, null, 'DE').text).not.toContain('%');
  });
});
