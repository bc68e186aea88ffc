import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import {
  type AnalyzeDeRequest,
  type AnalyzeDeResponse,
  type AnalyzeUsRequest,
  type AnalyzeUsResponse,
  type AnalyzeUsSpouseRequest,
  DE_LIMITS,
  type Language,
  type PensionSource,
  type UsSpouseResult,
  US_LIMITS,
} from '@ageless/contracts';
import { flatten } from '../common/http/strict-validation.pipe.js';
import { CLOCK, type Clock } from '../common/time/clock.js';
import {
  type CalendarDate,
  compareDates,
  formatMonthIndex,
  parseIsoDate,
  parseYearMonth,
  toCalendarDate,
} from './calendar.js';
import {
  ageForStartMonth,
  DE_SOURCES,
  EARLIEST_START_MONTHS,
  entgeltpunkteFromSalary,
  monthlyPensionCents,
  persoenlicheEntgeltpunkte,
  RENTENARTFAKTOR_ALTERSRENTE,
  rentenwertOn,
  regelaltersgrenzeMonths,
  startMonthForAge,
  zugangsfaktor,
} from './de-statutory-pension.js';
import { AnalyzeDeDto } from './dto/analyze-de.dto.js';
import { AnalyzeUsDto } from './dto/analyze-us.dto.js';
import {
  detectPensionQuestion,
  formatPensionAnswer,
  type PensionAnswer,
} from './pension-question.js';
import { PENSION_TOOL_NAMES, type PensionToolResult } from './pension-tools.js';
import {
  breakEvens,
  CLAIM_AGE_MAX_MONTHS,
  CLAIM_AGE_MIN_MONTHS,
  claimAges,
  claimCalendar,
  claimOption,
  delayedCreditPerMonth,
  FACTOR_DENOMINATOR,
  fullRetirementAgeMonths,
  type RetirementInput,
  scaleCents,
  spousalExcess,
  spouseOption,
  ssaBirthYear,
  toAge,
  US_SOURCES,
} from './us-social-security.js';

const LATEST_START_MONTHS = DE_LIMITS.latestStartAge * 12;

interface Birth {
  date: CalendarDate | null;
  year: number;
}

const US_TEXT = {
  todaysDollars: {
    en: "Amounts in today's dollars: no cost-of-living adjustments, interest, taxes or Medicare premiums.",
    de: 'Beträge in heutigen Dollar: ohne Rentenanpassungen (COLA), Zinsen, Steuern und Medicare-Beiträge.',
  },
  rounding: {
    en: 'Monthly amounts are rounded to the nearest cent; SSA itself rounds each benefit down to the dime (ssaRoundedCents) and the payment down to the whole dollar.',
    de: 'Monatsbeträge sind auf den Cent gerundet; die SSA rundet jede Leistung auf volle 10 Cent ab (ssaRoundedCents) und die Auszahlung auf volle Dollar.',
  },
  cumulative: {
    en: 'Cumulative totals count the monthly benefits received before each birthday; a break-even age is the first age at which claiming later has paid at least as much in total.',
    de: 'Summen zählen die Monatsleistungen bis vor dem jeweiligen Geburtstag; der Break-even ist das erste Alter, ab dem der spätere Beginn insgesamt mindestens gleich viel gezahlt hat.',
  },
  earningsTest: {
    en: 'Not included: the earnings test (benefits withheld while working before full retirement age), survivor benefits and the family maximum.',
    de: 'Nicht berücksichtigt: Hinzuverdienstgrenze (Earnings Test) vor dem vollen Rentenalter, Hinterbliebenenleistungen und Familienhöchstbetrag.',
  },
  yearOnly: {
    en: 'Only the birth year is known, so ages are not tied to calendar months (if you were born on 1 January, enter the previous year). With the full birth date SSA’s month rules apply.',
    de: 'Nur das Geburtsjahr ist bekannt, daher ohne Kalendermonate (wer am 1. Januar geboren ist, gibt das Vorjahr an). Mit dem Geburtsdatum gelten die Monatsregeln der SSA.',
  },
  notAt62: {
    en: (month: string) =>
      `SSA pays benefits before full retirement age only for months you are 62 throughout, so the earliest claim is at 62 and 1 month (from ${month}).`,
    de: (month: string) =>
      `Vor dem vollen Rentenalter zahlt die SSA nur für Monate, in denen Sie durchgehend 62 sind; frühester Beginn daher mit 62 Jahren und 1 Monat (ab ${month}).`,
  },
  spouse: {
    en: "Spousal benefits assume the partner already receives benefits and depend on the partner's PIA, not on when the partner claims; applying for either benefit counts as applying for both.",
    de: 'Die Ehegattenleistung setzt voraus, dass der Partner bereits Leistungen bezieht; sie hängt von dessen PIA ab, nicht von dessen Rentenbeginn. Ein Antrag gilt für beide Leistungen.',
  },
} as const;

const DE_TEXT = {
  gross: {
    en: 'The pension is gross. Net is lower: health and long-term care insurance contributions and possibly income tax are deducted. The Rentenlücke here compares the gross pension with your target, so the real gap is larger.',
    de: 'Die Rente ist ein Bruttobetrag. Netto ist weniger: Beiträge zur Kranken- und Pflegeversicherung und ggf. Einkommensteuer gehen ab. Die Rentenlücke vergleicht hier die Bruttorente mit Ihrem Wunscheinkommen; die tatsächliche Lücke ist größer.',
  },
  todaysValues: {
    en: (date: string) =>
      `In today's values: aktueller Rentenwert valid from ${date}; future pension increases and Entgeltpunkte still to be earned are not included (enter the Entgeltpunkte you expect by the start).`,
    de: (date: string) =>
      `In heutigen Werten: aktueller Rentenwert gültig ab ${date}; künftige Rentenanpassungen und bis zum Rentenbeginn noch erworbene Entgeltpunkte sind nicht enthalten (geben Sie die bis dahin erwarteten Entgeltpunkte an).`,
  },
  early: {
    en: 'Early start: Altersrente für langjährig Versicherte from 63 (35 years of qualifying periods required), 0.3% less per month, at most 14.4%. Not modelled: the pension for especially long-insured people (45 years, no reduction), for severely disabled people, reduced earning capacity, additional earnings and partial pensions.',
    de: 'Früher Beginn: Altersrente für langjährig Versicherte ab 63 (35 Jahre Wartezeit vorausgesetzt), 0,3 % Abschlag je Monat, höchstens 14,4 %. Nicht berechnet: Altersrente für besonders langjährig Versicherte (45 Jahre, ohne Abschlag), für schwerbehinderte Menschen, Erwerbsminderung, Hinzuverdienst und Teilrente.',
  },
  fromSalary: {
    en: 'Entgeltpunkte estimated as years × salary relative to the average; earnings above the contribution ceiling do not count, and periods without contributions (child raising, education ...) are not included.',
    de: 'Entgeltpunkte geschätzt als Jahre × Verhältnis zum Durchschnittsentgelt; Einkommen über der Beitragsbemessungsgrenze zählt nicht, beitragsfreie Zeiten (Kindererziehung, Ausbildung ...) sind nicht enthalten.',
  },
  yearOnly: {
    en: 'Only the birth year is known, so the start is counted as an age; with the birth date the exact month follows (people born on the 1st reach an age one month earlier).',
    de: 'Nur das Geburtsjahr ist bekannt, daher zählt der Beginn als Alter; mit dem Geburtsdatum folgt der genaue Monat (wer am 1. geboren ist, erreicht ein Alter einen Monat früher).',
  },
  rounding: {
    en: 'Persönliche Entgeltpunkte = Entgeltpunkte × Zugangsfaktor to four decimals, the monthly amount to the cent (§§ 121, 123 SGB VI).',
    de: 'Persönliche Entgeltpunkte = Entgeltpunkte × Zugangsfaktor auf vier Dezimalstellen, Monatsbetrag auf den Cent (§§ 121, 123 SGB VI).',
  },
} as const;

function bad(message: string): never {
  throw new BadRequestException(message);
}

function toCents(amount: number): number {
  return Math.round(amount * 100);
}

function toFactor(thousandths: number): number {
  return thousandths / 1000;
}

/** The pension calculators (issue 10): pure rules in us-social-security.ts and de-statutory-pension.ts. */
@Injectable()
export class PensionService {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  analyzeUs(request: AnalyzeUsRequest, language: Language): AnalyzeUsResponse {
    const today = toCalendarDate(this.clock.now());
    const birth = this.birth(request.birthDate, request.birthYear, '', today);
    const ssaYear = birth.date ? ssaBirthYear(birth.date) : birth.year;
    if (ssaYear < US_LIMITS.minBirthYear) {
      bad(
        `${birth.date ? 'birthDate must be 1933-01-02' : 'birthYear must be 1933'} or later: SSA's delayed-credit table starts with 1933`,
      );
    }
    if (request.claimAgeMonths !== undefined && request.claimAge === undefined)
      bad('claimAgeMonths needs claimAge');
    const plannedMonths =
      request.claimAge === undefined ? null : request.claimAge * 12 + (request.claimAgeMonths ?? 0);
    if (
      plannedMonths !== null &&
      (plannedMonths < CLAIM_AGE_MIN_MONTHS || plannedMonths > CLAIM_AGE_MAX_MONTHS)
    ) {
      bad('claimAgeMonths must be 0 when claimAge is 70: claiming ages run from 62 to 70');
    }

    const calendar = birth.date ? claimCalendar(birth.date) : null;
    const earliest = calendar?.earliestClaimMonths ?? CLAIM_AGE_MIN_MONTHS;
    const input: RetirementInput = {
      piaCents: toCents(request.pia),
      fraMonths: fullRetirementAgeMonths(ssaYear),
      creditPerMonth: delayedCreditPerMonth(ssaYear),
      calendar,
      horizonAge: request.horizonAge ?? US_LIMITS.horizonAge.default,
    };
    const options = claimAges(request.byMonth ?? false, earliest).map((age) =>
      claimOption(input, age),
    );
    const anchors = options.filter(
      (option) => option.available && (option.age.months === 0 || option.ageInMonths === earliest),
    );

    const assumptions: string[] = [
      US_TEXT.todaysDollars[language],
      US_TEXT.rounding[language],
      US_TEXT.cumulative[language],
      US_TEXT.earningsTest[language],
    ];
    if (!calendar) assumptions.push(US_TEXT.yearOnly[language]);
    if (calendar && earliest > CLAIM_AGE_MIN_MONTHS)
      assumptions.push(
        US_TEXT.notAt62[language](formatMonthIndex(calendar.attainmentMonth(earliest))),
      );
    const sources: PensionSource[] = [
      US_SOURCES.fra,
      US_SOURCES.earlyReduction,
      US_SOURCES.delayedCredits,
      US_SOURCES.rounding,
    ];
    if (calendar) sources.push(US_SOURCES.ageAttainment, US_SOURCES.throughoutMonth);

    let spouse: UsSpouseResult | null = null;
    if (request.spouse) {
      spouse = this.spouse(request.spouse, input.piaCents, request.byMonth ?? false, today);
      assumptions.push(US_TEXT.spouse[language]);
      sources.push(US_SOURCES.spousal, US_SOURCES.spousalPoms);
    }

    return {
      country: 'US',
      currency: 'USD',
      piaCents: input.piaCents,
      ssaBirthYear: ssaYear,
      fullRetirementAge: toAge(input.fraMonths),
      delayedCreditPercentPerYear: (input.creditPerMonth * 12 * 100) / FACTOR_DENOMINATOR,
      earliestClaimAge: toAge(earliest),
      options,
      planned: plannedMonths === null ? null : claimOption(input, plannedMonths),
      breakEvens: breakEvens(anchors),
      spouse,
      assumptions,
      sources,
    };
  }

  analyzeDe(request: AnalyzeDeRequest, language: Language): AnalyzeDeResponse {
    const today = toCalendarDate(this.clock.now());
    const fromSalary = request.years !== undefined || request.salaryRatio !== undefined;
    if (request.entgeltpunkte !== undefined && fromSalary)
      bad('entgeltpunkte: give either entgeltpunkte or years with salaryRatio, not both');
    if (request.entgeltpunkte === undefined && !fromSalary)
      bad('entgeltpunkte (or years with salaryRatio) is required');
    if (fromSalary && request.years === undefined) bad('years is required with salaryRatio');
    if (fromSalary && request.salaryRatio === undefined) bad('salaryRatio is required with years');
    const ep4 =
      request.entgeltpunkte !== undefined
        ? Math.round(request.entgeltpunkte * 10000)
        : entgeltpunkteFromSalary(request.years!, request.salaryRatio!);

    const birth = this.birth(request.birthDate, request.birthYear, '', today);
    if (birth.year < DE_LIMITS.minBirthYear)
      bad(`${birth.date ? 'birthDate' : 'birthYear'} must be ${DE_LIMITS.minBirthYear} or later`);
    const rag = regelaltersgrenzeMonths(birth.year);

    if (
      request.plannedStart !== undefined &&
      (request.startAge !== undefined || request.startAgeMonths !== undefined)
    ) {
      bad('plannedStart: give either plannedStart or startAge, not both');
    }
    if (request.startAgeMonths !== undefined && request.startAge === undefined)
      bad('startAgeMonths needs startAge');
    let startMonths: number;
    if (request.plannedStart !== undefined) {
      const planned =
        parseYearMonth(request.plannedStart) ??
        bad('plannedStart must be a month in the form YYYY-MM');
      if (!birth.date) bad('birthDate is required with plannedStart (or give startAge)');
      startMonths = ageForStartMonth(birth.date, planned);
      if (startMonths < EARLIEST_START_MONTHS) {
        bad(
          `plannedStart must be ${formatMonthIndex(startMonthForAge(birth.date, EARLIEST_START_MONTHS))} or later: the earliest Altersrente starts at 63`,
        );
      }
      if (startMonths > LATEST_START_MONTHS) {
        bad(
          `plannedStart must be ${formatMonthIndex(startMonthForAge(birth.date, LATEST_START_MONTHS))} or earlier (age ${DE_LIMITS.latestStartAge})`,
        );
      }
    } else if (request.startAge !== undefined) {
      startMonths = request.startAge * 12 + (request.startAgeMonths ?? 0);
      if (startMonths > LATEST_START_MONTHS)
        bad(`startAgeMonths must be 0 when startAge is ${DE_LIMITS.latestStartAge}`);
    } else {
      startMonths = rag;
    }

    const monthsEarly = Math.max(0, rag - startMonths);
    const monthsLate = Math.max(0, startMonths - rag);
    const zf = zugangsfaktor(monthsEarly, monthsLate);
    const pep4 = persoenlicheEntgeltpunkte(ep4, zf);
    const rentenwert = rentenwertOn(today);
    const monthlyGrossCents = monthlyPensionCents(pep4, rentenwert.cents);
    const atRag = monthlyPensionCents(
      persoenlicheEntgeltpunkte(ep4, zugangsfaktor(0, 0)),
      rentenwert.cents,
    );
    const targetCents =
      request.targetMonthlyIncome === undefined ? null : toCents(request.targetMonthlyIncome);
    const validFrom =
      language === 'de'
        ? rentenwert.validFrom.split('-').reverse().join('.')
        : rentenwert.validFrom;

    const assumptions: string[] = [
      DE_TEXT.gross[language],
      DE_TEXT.todaysValues[language](validFrom),
      DE_TEXT.early[language],
      DE_TEXT.rounding[language],
    ];
    if (fromSalary) assumptions.push(DE_TEXT.fromSalary[language]);
    if (!birth.date) assumptions.push(DE_TEXT.yearOnly[language]);
    const sources: PensionSource[] = [
      DE_SOURCES.formula,
      DE_SOURCES.zugangsfaktor,
      DE_SOURCES.rentenartfaktor,
      DE_SOURCES.regelaltersgrenze,
      DE_SOURCES.regelaltersgrenzeTable,
      DE_SOURCES.langjaehrig,
      DE_SOURCES.langjaehrigTransition,
      DE_SOURCES.rounding,
      rentenwert.source,
    ];
    if (birth.date) sources.push(DE_SOURCES.start);

    return {
      country: 'DE',
      currency: 'EUR',
      entgeltpunkte: ep4 / 10000,
      regelaltersgrenze: toAge(rag),
      regelaltersrenteStart: birth.date
        ? formatMonthIndex(startMonthForAge(birth.date, rag))
        : null,
      startAge: toAge(startMonths),
      startMonth: birth.date ? formatMonthIndex(startMonthForAge(birth.date, startMonths)) : null,
      monthsEarly,
      monthsLate,
      adjustmentPercent: (zf - 1000) / 10,
      zugangsfaktor: toFactor(zf),
      rentenartfaktor: RENTENARTFAKTOR_ALTERSRENTE,
      persoenlicheEntgeltpunkte: pep4 / 10000,
      rentenwert: {
        cents: rentenwert.cents,
        validFrom: rentenwert.validFrom,
        source: rentenwert.source,
      },
      monthlyGrossCents,
      monthlyGrossAtRegelaltersgrenzeCents: atRag,
      targetMonthlyIncomeCents: targetCents,
      rentenlueckeCents: targetCents === null ? null : Math.max(0, targetCents - monthlyGrossCents),
      assumptions,
      sources,
    };
  }

  /**
   * For the chat guide: when a message gives the numbers (PIA and birth year, or Entgeltpunkte and
   * birth year), the calculator's answer with its figures and sources; otherwise null. Numbers that the
   * endpoints would refuse give null too (the guide then answers as usual).
   */
  async answerQuestion(message: string, language: Language): Promise<PensionAnswer | null> {
    const question = detectPensionQuestion(message, language);
    if (!question) return null;
    try {
      if (question.kind === 'us') {
        if ((await validate(plainToInstance(AnalyzeUsDto, question.request))).length > 0)
          return null;
        return formatPensionAnswer(
          { kind: 'us', question, result: this.analyzeUs(question.request, language) },
          language,
        );
      }
      if ((await validate(plainToInstance(AnalyzeDeDto, question.request))).length > 0) return null;
      return formatPensionAnswer(
        { kind: 'de', question, result: this.analyzeDe(question.request, language) },
        language,
      );
    } catch (error) {
      if (error instanceof BadRequestException) return null;
      throw error;
    }
  }

  /**
   * Runs one of PENSION_TOOLS for a language model: `args` is the model's JSON arguments. The same
   * rules as the endpoints apply; a refusal comes back as `{ error }` so the model can ask again.
   */
  async runTool(name: string, args: string, language: Language): Promise<PensionToolResult> {
    const refuse = (error: string): PensionToolResult => ({
      ok: false,
      content: JSON.stringify({ error }),
    });
    if (name !== PENSION_TOOL_NAMES.us && name !== PENSION_TOOL_NAMES.de)
      return refuse(`unknown tool ${name}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(args);
    } catch {
      return refuse('arguments are not valid JSON');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      return refuse('arguments must be a JSON object');
    const dto: AnalyzeUsDto | AnalyzeDeDto =
      name === PENSION_TOOL_NAMES.us
        ? plainToInstance(AnalyzeUsDto, parsed)
        : plainToInstance(AnalyzeDeDto, parsed);
    const errors = await validate(dto, {
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
    });
    if (errors.length > 0) return refuse(flatten(errors).join('; '));
    try {
      const answer =
        dto instanceof AnalyzeUsDto
          ? formatPensionAnswer(
              {
                kind: 'us',
                question: { kind: 'us', request: dto, askedAge: dto.claimAge ?? null },
                result: this.analyzeUs(dto, language),
              },
              language,
            )
          : formatPensionAnswer(
              {
                kind: 'de',
                question: { kind: 'de', request: dto, askedAge: dto.startAge ?? null },
                result: this.analyzeDe(dto, language),
              },
              language,
            );
      // The short text carries the figures a reply needs; the full result (cumulative tables) would only cost tokens.
      return {
        ok: true,
        content: JSON.stringify({ answer: answer.text, sources: answer.sources }),
        answer,
      };
    } catch (error) {
      if (error instanceof BadRequestException) return refuse(error.message);
      throw error;
    }
  }

  private birth(
    birthDate: string | undefined,
    birthYear: number | undefined,
    prefix: string,
    today: CalendarDate,
  ): Birth {
    const dateField = `${prefix}birthDate`;
    const yearField = `${prefix}birthYear`;
    if (birthDate !== undefined && birthYear !== undefined)
      bad(`${dateField}: give either ${dateField} or ${yearField}, not both`);
    if (birthDate !== undefined) {
      const date =
        parseIsoDate(birthDate) ?? bad(`${dateField} must be a real date in the form YYYY-MM-DD`);
      if (compareDates(date, today) > 0) bad(`${dateField} must not be in the future`);
      return { date, year: date.year };
    }
    if (birthYear === undefined) bad(`${dateField} or ${yearField} is required`);
    if (birthYear > today.year) bad(`${yearField} must not be in the future`);
    if (birthYear < 1900) bad(`${yearField} must be 1900 or later`);
    return { date: null, year: birthYear };
  }

  private spouse(
    request: AnalyzeUsSpouseRequest,
    partnerPiaCents: number,
    byMonth: boolean,
    today: CalendarDate,
  ): UsSpouseResult {
    const birth = this.birth(request.birthDate, request.birthYear, 'spouse.', today);
    const ssaYear = birth.date ? ssaBirthYear(birth.date) : birth.year;
    if (ssaYear < US_LIMITS.minBirthYear) {
      bad(
        `${birth.date ? 'spouse.birthDate must be 1933-01-02' : 'spouse.birthYear must be 1933'} or later: SSA's delayed-credit table starts with 1933`,
      );
    }
    const calendar = birth.date ? claimCalendar(birth.date) : null;
    const input = {
      piaCents: toCents(request.pia ?? 0),
      partnerPiaCents,
      fraMonths: fullRetirementAgeMonths(ssaYear),
      creditPerMonth: delayedCreditPerMonth(ssaYear),
      calendar,
    };
    return {
      fullRetirementAge: toAge(input.fraMonths),
      piaCents: input.piaCents,
      spousalExcessAtFraCents: scaleCents(
        spousalExcess(partnerPiaCents, input.piaCents),
        1,
        FACTOR_DENOMINATOR,
      ),
      options: claimAges(byMonth, calendar?.earliestClaimMonths ?? CLAIM_AGE_MIN_MONTHS).map(
        (age) => spouseOption(input, age),
      ),
    };
  }
}
