import { Inject, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import {
  type AgeInMonths,
  type AnalyzeDeRequest,
  type AnalyzeDeResponse,
  type AnalyzeUsRequest,
  type AnalyzeUsResponse,
  type AnalyzeUsSpouseRequest,
  type AnalyzeUsSurvivorRequest,
  type DeBesondersLangjaehrig,
  DE_LIMITS,
  type DeNetPension,
  type FigureReference,
  type Language,
  type PensionSource,
  type UsEarningsTestResult,
  type UsSpouseResult,
  type UsSurvivorResult,
  US_LIMITS,
} from '@ageless/contracts';
import { flatten } from '../common/http/strict-validation.pipe.js';
import { CLOCK, type Clock } from '../common/time/clock.js';
import {
  EARNINGS_TEST_EXEMPT,
  EARNINGS_TEST_EXEMPT_FRA_YEAR,
} from '../figures/us-social-security.figures.js';
import {
  type FigureOn,
  figureOn,
  figureReference,
  figuresAsOf,
  formatFigureDate,
} from '../figures/figure.js';
import {
  type CalendarDate,
  compareDates,
  formatIsoDate,
  formatMonthIndex,
  parseIsoDate,
  parseYearMonth,
  toCalendarDate,
} from './calendar.js';
import { contributionRatesOn, DE_NET_SOURCES, netPension, taxableShare } from './de-net-pension.js';
import {
  ageForStartMonth,
  BESONDERS_LANGJAEHRIG_YEARS,
  besondersLangjaehrigAgeMonths,
  DE_SOURCES,
  EARLIEST_START_MONTHS,
  entgeltpunkteFromSalary,
  monthlyPensionCents,
  persoenlicheEntgeltpunkte,
  RENTENARTFAKTOR_ALTERSRENTE,
  rentenlueckeCents,
  rentenwertOn,
  regelaltersgrenzeMonths,
  startMonthForAge,
  zugangsfaktor,
  zugangsfaktorRatesOn,
} from './de-statutory-pension.js';
import { AnalyzeDeDto } from './dto/analyze-de.dto.js';
import { AnalyzeUsDto } from './dto/analyze-us.dto.js';
import { DE_TEXT, US_TEXT } from './pension-texts.js';
import { formatPensionAnswer } from './pension-question.js';
import { PENSION_TOOL_NAMES, type PensionToolResult } from './pension-tools.js';
import {
  breakEvens,
  CLAIM_AGE_MAX_MONTHS,
  CLAIM_AGE_MIN_MONTHS,
  type ClaimCalendar,
  claimAges,
  claimCalendar,
  claimOption,
  type DeceasedStatus,
  delayedCreditPerMonth,
  earningsTestYears,
  FACTOR_DENOMINATOR,
  fullRetirementAgeMonths,
  retirementFactor,
  type RetirementInput,
  scaleCents,
  type SpouseInput,
  spousalExcess,
  spouseOption,
  type SsaRates,
  ssaBirthYear,
  ssaRatesOn,
  survivorAges,
  survivorFullRetirementAgeMonths,
  survivorOption,
  type SurvivorInput,
  toAge,
  US_SOURCES,
} from './us-social-security.js';
import { PensionError, PensionErrorCode } from './pension-error.js';

const LATEST_START_MONTHS = DE_LIMITS.latestStartAge * 12;

interface Birth {
  date: CalendarDate | null;
  year: number;
}

function bad(message: string): never {
  throw new PensionError(PensionErrorCode.InvalidRequest, { detail: message });
}

function toCents(amount: number): number {
  return Math.round(amount * 100);
}

function toFactor(thousandths: number): number {
  return thousandths / 1000;
}

function percentText(value: number, language: Language): string {
  const number = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', {
    maximumFractionDigits: 3,
  }).format(value);
  return language === 'de' ? `${number}\u00a0%` : `${number}%`;
}

function ageText(age: AgeInMonths, language: Language): string {
  if (age.months === 0) return language === 'de' ? `${age.years} Jahren` : String(age.years);
  return language === 'de'
    ? `${age.years} Jahren und ${age.months} Monat${age.months === 1 ? '' : 'en'}`
    : `${age.years} and ${age.months} month${age.months === 1 ? '' : 's'}`;
}

/** The figures a result used: each (id, date) once, cited in the result's language. */
class UsedFigures {
  private readonly byKey = new Map<string, FigureOn>();

  add(...figures: FigureOn[]): void {
    for (const figure of figures) this.byKey.set(`${figure.id}@${figure.validFrom}`, figure);
  }

  references(language: Language): FigureReference[] {
    return [...this.byKey.values()].map((figure) => figureReference(figure, language));
  }

  /** The newest date among the figures in force on `today` (a tax share for a later start year is not "as of"). */
  asOf(today: string): string {
    return figuresAsOf([...this.byKey.values()].filter((figure) => figure.validFrom <= today))!;
  }

  /** Assumption lines for yearly figures the table is behind on. */
  staleNotes(language: Language): string[] {
    return [...this.byKey.values()]
      .filter((figure) => figure.stale)
      .map((figure) =>
        US_TEXT.staleFigure[language](figure.label[language], figure.validFrom.slice(0, 4)),
      );
  }
}

/** The spouse's or survivor's age (months) in a given calendar month, from their birth. */
function ageInMonth(calendar: ClaimCalendar, month: number): number {
  return month - calendar.attainmentMonth(0);
}

/** The pension calculators: pure rules in us-social-security.ts, de-statutory-pension.ts, de-net-pension.ts. */
@Injectable()
export class PensionService {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  analyzeUs(request: AnalyzeUsRequest, language: Language): AnalyzeUsResponse {
    const today = toCalendarDate(this.clock.now());
    const todayIso = formatIsoDate(today);
    const birth = this.birth(request.birthDate, request.birthYear, '', today);
    const ssaYear = birth.date ? ssaBirthYear(birth.date) : birth.year;
    if (ssaYear < US_LIMITS.minBirthYear) {
      bad(
        `${birth.date ? 'birthDate must be 1933-01-02' : 'birthYear must be 1933'} or later: SSA's delayed-credit table starts with 1933`,
      );
    }
    const plannedMonths = this.claimMonths(request.claimAge, request.claimAgeMonths, 'claimAge');

    const rates = ssaRatesOn(todayIso);
    const used = new UsedFigures();
    used.add(
      rates.figures.earlyFirst36,
      rates.figures.earlyFurther,
      rates.figures.delayedCredit1943,
    );
    const calendar = birth.date ? claimCalendar(birth.date) : null;
    const earliest = calendar?.earliestClaimMonths ?? CLAIM_AGE_MIN_MONTHS;
    const input: RetirementInput = {
      piaCents: toCents(request.pia),
      fraMonths: fullRetirementAgeMonths(ssaYear),
      creditPerMonth: delayedCreditPerMonth(ssaYear, rates),
      rates,
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
      US_TEXT.notModelled[language],
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
      spouse = this.spouse(request.spouse, {
        worker: birth,
        workerCalendar: calendar,
        workerFilesAtMonths: plannedMonths,
        partnerPiaCents: input.piaCents,
        byMonth: request.byMonth ?? false,
        today,
        rates,
      });
      used.add(
        rates.figures.spousalShare,
        rates.figures.spousalFirst36,
        rates.figures.spousalFurther,
      );
      assumptions.push(US_TEXT.spouse[language], US_TEXT.deemedFiling[language]);
      if (plannedMonths === null) assumptions.push(US_TEXT.partnerAlreadyFiled[language]);
      else if (!calendar || !request.spouse.birthDate)
        assumptions.push(US_TEXT.coupleYearsOnly[language]);
      sources.push(
        US_SOURCES.spousal,
        US_SOURCES.spousalPoms,
        US_SOURCES.dualEntitlement,
        US_SOURCES.deemedFiling,
      );
    }

    let survivor: UsSurvivorResult | null = null;
    if (request.survivor) {
      survivor = this.survivor(request.survivor, input, plannedMonths, today);
      used.add(rates.figures.survivorAt60);
      if (survivor.deceased === 'claimed-early') used.add(rates.figures.widowLimit);
      assumptions.push(US_TEXT.survivor[language], US_TEXT.survivorOwnBenefit[language]);
      sources.push(US_SOURCES.survivor, US_SOURCES.widowLimit);
    }

    let earningsTest: UsEarningsTestResult | null = null;
    if (request.work) {
      const tested = plannedMonths ?? earliest;
      earningsTest = this.earningsTest(
        toCents(request.work.annualEarnings),
        tested,
        input,
        birth,
        today,
        used,
      );
      used.add(rates.figures.withholding, rates.figures.withholdingFraYear);
      assumptions.push(US_TEXT.earningsTest[language](plannedMonths === null));
      if (!birth.date) assumptions.push(US_TEXT.earningsTestMidYear[language]);
      sources.push(US_SOURCES.earningsTest, US_SOURCES.earningsTestAmounts);
    } else {
      assumptions.push(US_TEXT.noEarningsTest[language]);
    }
    assumptions.push(...used.staleNotes(language));

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
      survivor,
      earningsTest,
      figures: used.references(language),
      figuresAsOf: used.asOf(todayIso),
      assumptions,
      sources,
    };
  }

  analyzeDe(request: AnalyzeDeRequest, language: Language): AnalyzeDeResponse {
    const today = toCalendarDate(this.clock.now());
    const todayIso = formatIsoDate(today);
    const fromSalary = request.years !== undefined || request.salaryRatio !== undefined;
    if (request.entgeltpunkte !== undefined && fromSalary)
      bad('entgeltpunkte: give either entgeltpunkte or years with salaryRatio, not both');
    if (request.entgeltpunkte === undefined && !fromSalary)
      bad('entgeltpunkte (or years with salaryRatio) is required');
    if (fromSalary && request.years === undefined) bad('years is required with salaryRatio');
    if (fromSalary && request.salaryRatio === undefined) bad('salaryRatio is required with years');
    if (request.childrenUnder25 !== undefined && request.children === undefined)
      bad('childrenUnder25 needs children');
    if (
      request.childrenUnder25 !== undefined &&
      request.children !== undefined &&
      request.childrenUnder25 > request.children
    )
      bad('childrenUnder25 must not be more than children');
    if (request.zusatzbeitrag !== undefined && request.children === undefined)
      bad('zusatzbeitrag needs children (the net pension needs the care insurance rate)');
    const ep4 =
      request.entgeltpunkte !== undefined
        ? Math.round(request.entgeltpunkte * 10000)
        : entgeltpunkteFromSalary(request.years!, request.salaryRatio!);

    const birth = this.birth(request.birthDate, request.birthYear, '', today);
    if (birth.year < DE_LIMITS.minBirthYear)
      bad(`${birth.date ? 'birthDate' : 'birthYear'} must be ${DE_LIMITS.minBirthYear} or later`);
    const rag = regelaltersgrenzeMonths(birth.year);
    const startMonths = this.deStartMonths(request, birth, rag);

    const used = new UsedFigures();
    const rates = zugangsfaktorRatesOn(today);
    const rentenwert = rentenwertOn(today);
    used.add(rentenwert, ...rates.figures);
    const blAge = besondersLangjaehrigAgeMonths(birth.year);
    const blEligible =
      request.wartezeitYears !== undefined && request.wartezeitYears >= BESONDERS_LANGJAEHRIG_YEARS;
    let pensionType: AnalyzeDeResponse['pensionType'] = 'regelaltersrente';
    if (startMonths < rag)
      pensionType = blEligible && startMonths >= blAge ? 'besonders-langjaehrig' : 'langjaehrig';
    // The pension for especially long-insured people has no Abschlag; a start before its age is the
    // one for long-insured people, with the Abschlag counted from the Regelaltersgrenze (§ 77 SGB VI).
    const monthsEarly = pensionType === 'langjaehrig' ? rag - startMonths : 0;
    const monthsLate = Math.max(0, startMonths - rag);
    const zf = zugangsfaktor(monthsEarly, monthsLate, rates);
    const pep4 = persoenlicheEntgeltpunkte(ep4, zf);
    const monthlyGrossCents = monthlyPensionCents(pep4, rentenwert.value);
    const atRag = monthlyPensionCents(
      persoenlicheEntgeltpunkte(ep4, zugangsfaktor(0, 0, rates)),
      rentenwert.value,
    );
    const rentenwertSource: PensionSource = {
      title: rentenwert.source.title,
      url: rentenwert.source.url,
      validFrom: rentenwert.validFrom,
    };

    let besondersLangjaehrig: DeBesondersLangjaehrig | null = null;
    if (request.wartezeitYears !== undefined) {
      besondersLangjaehrig = {
        eligible: blEligible,
        age: toAge(blAge),
        startMonth: birth.date ? formatMonthIndex(startMonthForAge(birth.date, blAge)) : null,
        monthlyGrossCents: atRag,
      };
    }

    let net: DeNetPension | null = null;
    if (request.children !== undefined) {
      const contribution = contributionRatesOn(todayIso, {
        children: request.children,
        childrenUnder25: request.childrenUnder25 ?? 0,
        ...(request.zusatzbeitrag !== undefined ? { zusatzbeitrag: request.zusatzbeitrag } : {}),
      });
      used.add(...contribution.figures);
      net = netPension(monthlyGrossCents, contribution);
    }

    const startMonth = birth.date ? startMonthForAge(birth.date, startMonths) : null;
    const tax = taxableShare(
      startMonth !== null ? Math.floor(startMonth / 12) : birth.year + Math.floor(startMonths / 12),
      monthlyGrossCents,
      startMonth === null,
    );
    used.add(tax.figure);

    const targetCents =
      request.targetMonthlyIncome === undefined ? null : toCents(request.targetMonthlyIncome);
    const comparedCents = net?.monthlyNetCents ?? monthlyGrossCents;
    const validFrom = formatFigureDate(rentenwert.validFrom, language);

    const assumptions: string[] = [
      net
        ? DE_TEXT.net[language](
            percentText(net.zusatzbeitragPercent, language),
            net.zusatzbeitragIsAverage,
          )
        : DE_TEXT.gross[language],
    ];
    if (targetCents !== null)
      assumptions.push(net ? DE_TEXT.gapNet[language] : DE_TEXT.gapGross[language]);
    assumptions.push(
      DE_TEXT.tax[language](
        percentText(tax.share.percent, language),
        String(tax.share.startYear),
        tax.share.startYearEstimated,
      ),
      DE_TEXT.todaysValues[language](validFrom),
      DE_TEXT.early[language],
      blEligible
        ? DE_TEXT.besondersLangjaehrig[language](ageText(toAge(blAge), language))
        : DE_TEXT.notBesondersLangjaehrig[language](ageText(toAge(blAge), language)),
      DE_TEXT.rounding[language],
    );
    if (fromSalary) assumptions.push(DE_TEXT.fromSalary[language]);
    if (!birth.date) assumptions.push(DE_TEXT.yearOnly[language]);
    assumptions.push(...used.staleNotes(language));
    const sources: PensionSource[] = [
      DE_SOURCES.formula,
      DE_SOURCES.zugangsfaktor,
      DE_SOURCES.rentenartfaktor,
      DE_SOURCES.regelaltersgrenze,
      DE_SOURCES.regelaltersgrenzeTable,
      DE_SOURCES.langjaehrig,
      DE_SOURCES.langjaehrigTransition,
      DE_SOURCES.besondersLangjaehrig,
      DE_SOURCES.besondersLangjaehrigTransition,
      DE_SOURCES.rounding,
      rentenwertSource,
    ];
    if (birth.date) sources.push(DE_SOURCES.start);
    if (net)
      sources.push(
        DE_NET_SOURCES.healthFromPension,
        DE_NET_SOURCES.healthShare,
        DE_NET_SOURCES.careFromPension,
        DE_NET_SOURCES.careRate,
      );
    sources.push(DE_NET_SOURCES.taxableShare);

    return {
      country: 'DE',
      currency: 'EUR',
      entgeltpunkte: ep4 / 10000,
      regelaltersgrenze: toAge(rag),
      regelaltersrenteStart: birth.date
        ? formatMonthIndex(startMonthForAge(birth.date, rag))
        : null,
      startAge: toAge(startMonths),
      startMonth: startMonth === null ? null : formatMonthIndex(startMonth),
      monthsEarly,
      monthsLate,
      adjustmentPercent: (zf - 1000) / 10,
      pensionType,
      zugangsfaktor: toFactor(zf),
      rentenartfaktor: RENTENARTFAKTOR_ALTERSRENTE,
      persoenlicheEntgeltpunkte: pep4 / 10000,
      rentenwert: {
        cents: rentenwert.value,
        validFrom: rentenwert.validFrom,
        source: rentenwertSource,
      },
      monthlyGrossCents,
      monthlyGrossAtRegelaltersgrenzeCents: atRag,
      besondersLangjaehrig,
      net,
      taxableShare: tax.share,
      targetMonthlyIncomeCents: targetCents,
      rentenlueckeCents:
        targetCents === null ? null : rentenlueckeCents(targetCents, comparedCents),
      rentenlueckeBasis: targetCents === null ? null : net ? 'net' : 'gross',
      figures: used.references(language),
      figuresAsOf: used.asOf(todayIso),
      assumptions,
      sources,
    };
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
      if (error instanceof PensionError) return refuse(error.message);
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

  /** A claiming age in months from years and months, refused outside 62 to 70. */
  private claimMonths(
    years: number | undefined,
    months: number | undefined,
    field: string,
  ): number | null {
    if (months !== undefined && years === undefined) bad(`${field}Months needs ${field}`);
    if (years === undefined) return null;
    const total = years * 12 + (months ?? 0);
    if (total < CLAIM_AGE_MIN_MONTHS || total > CLAIM_AGE_MAX_MONTHS)
      bad(`${field}Months must be 0 when ${field} is 70: claiming ages run from 62 to 70`);
    return total;
  }

  private deStartMonths(request: AnalyzeDeRequest, birth: Birth, rag: number): number {
    if (
      request.plannedStart !== undefined &&
      (request.startAge !== undefined || request.startAgeMonths !== undefined)
    ) {
      bad('plannedStart: give either plannedStart or startAge, not both');
    }
    if (request.startAgeMonths !== undefined && request.startAge === undefined)
      bad('startAgeMonths needs startAge');
    if (request.plannedStart !== undefined) {
      const planned =
        parseYearMonth(request.plannedStart) ??
        bad('plannedStart must be a month in the form YYYY-MM');
      if (!birth.date) bad('birthDate is required with plannedStart (or give startAge)');
      const months = ageForStartMonth(birth.date, planned);
      if (months < EARLIEST_START_MONTHS) {
        bad(
          `plannedStart must be ${formatMonthIndex(startMonthForAge(birth.date, EARLIEST_START_MONTHS))} or later: the earliest Altersrente starts at 63`,
        );
      }
      if (months > LATEST_START_MONTHS) {
        bad(
          `plannedStart must be ${formatMonthIndex(startMonthForAge(birth.date, LATEST_START_MONTHS))} or earlier (age ${DE_LIMITS.latestStartAge})`,
        );
      }
      return months;
    }
    if (request.startAge !== undefined) {
      const months = request.startAge * 12 + (request.startAgeMonths ?? 0);
      if (months > LATEST_START_MONTHS)
        bad(`startAgeMonths must be 0 when startAge is ${DE_LIMITS.latestStartAge}`);
      return months;
    }
    return rag;
  }

  private spouse(
    request: AnalyzeUsSpouseRequest,
    context: {
      worker: Birth;
      workerCalendar: ClaimCalendar | null;
      workerFilesAtMonths: number | null;
      partnerPiaCents: number;
      byMonth: boolean;
      today: CalendarDate;
      rates: SsaRates;
    },
  ): UsSpouseResult {
    const birth = this.birth(request.birthDate, request.birthYear, 'spouse.', context.today);
    const ssaYear = birth.date ? ssaBirthYear(birth.date) : birth.year;
    if (ssaYear < US_LIMITS.minBirthYear) {
      bad(
        `${birth.date ? 'spouse.birthDate must be 1933-01-02' : 'spouse.birthYear must be 1933'} or later: SSA's delayed-credit table starts with 1933`,
      );
    }
    const calendar = birth.date ? claimCalendar(birth.date) : null;
    const ownPlanned = this.claimMonths(
      request.ownClaimAge,
      request.ownClaimAgeMonths,
      'spouse.ownClaimAge',
    );
    // SSA's year 1954 or later (born 2 January 1954 or later): deemed filing.
    const deemedFiling = ssaYear >= 1954;
    const fraMonths = fullRetirementAgeMonths(ssaYear);
    // The partner's filing, placed in the spouse's life: by months when both birth dates are known.
    let partnerFilesAtMonths: number | null = null;
    if (context.workerFilesAtMonths !== null) {
      partnerFilesAtMonths =
        context.workerCalendar && calendar
          ? ageInMonth(
              calendar,
              context.workerCalendar.attainmentMonth(context.workerFilesAtMonths),
            )
          : context.workerFilesAtMonths + (context.worker.year - birth.year) * 12;
    }
    const input: SpouseInput = {
      piaCents: toCents(request.pia ?? 0),
      partnerPiaCents: context.partnerPiaCents,
      fraMonths,
      creditPerMonth: delayedCreditPerMonth(ssaYear, context.rates),
      rates: context.rates,
      calendar,
      partnerFilesAtMonths,
    };
    return {
      fullRetirementAge: toAge(fraMonths),
      piaCents: input.piaCents,
      spousalExcessAtFraCents: scaleCents(
        spousalExcess(
          context.partnerPiaCents,
          input.piaCents,
          input.piaCents > 0 ? FACTOR_DENOMINATOR : null,
          context.rates,
        ),
        1,
        FACTOR_DENOMINATOR,
      ),
      deemedFiling,
      partnerFilesAtAge:
        partnerFilesAtMonths === null ? null : toAge(Math.max(0, partnerFilesAtMonths)),
      options: claimAges(
        context.byMonth,
        calendar?.earliestClaimMonths ?? CLAIM_AGE_MIN_MONTHS,
      ).map((age) => spouseOption(input, age)),
      planned: ownPlanned === null ? null : spouseOption(input, ownPlanned),
    };
  }

  private survivor(
    request: AnalyzeUsSurvivorRequest,
    worker: RetirementInput,
    workerClaimMonths: number | null,
    today: CalendarDate,
  ): UsSurvivorResult {
    const birth = this.birth(request.birthDate, request.birthYear, 'survivor.', today);
    const ssaYear = birth.date ? ssaBirthYear(birth.date) : birth.year;
    const fraMonths = survivorFullRetirementAgeMonths(ssaYear);
    if (request.claimAgeMonths !== undefined && request.claimAge === undefined)
      bad('survivor.claimAgeMonths needs survivor.claimAge');
    const planned =
      request.claimAge === undefined ? null : request.claimAge * 12 + (request.claimAgeMonths ?? 0);
    if (planned !== null && planned > US_LIMITS.survivorClaimAge.max * 12)
      bad('survivor.claimAgeMonths must be 0 when survivor.claimAge is 70');

    const deathMonths = request.deathAge === undefined ? null : request.deathAge * 12;
    const claimed =
      workerClaimMonths !== null && (deathMonths === null || deathMonths >= workerClaimMonths);
    let deceased: DeceasedStatus;
    let factor: number;
    if (claimed) {
      factor = retirementFactor(
        Math.max(0, worker.fraMonths - workerClaimMonths),
        Math.max(0, workerClaimMonths - worker.fraMonths),
        worker.creditPerMonth,
        worker.rates,
      );
      deceased = workerClaimMonths < worker.fraMonths ? 'claimed-early' : 'claimed';
    } else {
      // Died before claiming: delayed credits count up to the death (at most to 70).
      const creditedMonths =
        deathMonths === null
          ? 0
          : Math.max(0, Math.min(deathMonths, CLAIM_AGE_MAX_MONTHS) - worker.fraMonths);
      factor = FACTOR_DENOMINATOR + worker.creditPerMonth * creditedMonths;
      deceased = 'died-before-claiming';
    }
    const input: SurvivorInput = {
      deceasedPiaCents: worker.piaCents,
      deceasedFactor: factor,
      deceased,
      survivorFraMonths: fraMonths,
      rates: worker.rates,
      calendar: birth.date ? claimCalendar(birth.date) : null,
    };
    return {
      fullRetirementAge: toAge(fraMonths),
      deceased,
      baseBenefitCents: scaleCents(
        worker.piaCents,
        deceased === 'claimed-early' ? FACTOR_DENOMINATOR : factor,
        FACTOR_DENOMINATOR,
      ),
      limitCents:
        deceased === 'claimed-early'
          ? scaleCents(
              worker.piaCents,
              Math.max(factor, worker.rates.widowLimit),
              FACTOR_DENOMINATOR,
            )
          : null,
      options: survivorAges(fraMonths).map((age) => survivorOption(input, age)),
      planned: planned === null ? null : survivorOption(input, planned),
    };
  }

  private earningsTest(
    annualEarningsCents: number,
    claimMonths: number,
    worker: RetirementInput,
    birth: Birth,
    today: CalendarDate,
    used: UsedFigures,
  ): UsEarningsTestResult {
    // Without the birth date a birthday mid-year stands in (said in the assumptions).
    const calendar = claimCalendar(birth.date ?? { year: birth.year, month: 7, day: 2 });
    const monthsEarly = Math.max(0, worker.fraMonths - claimMonths);
    const monthlyBenefitCents = claimOption(worker, claimMonths).monthlyBenefitCents;
    // Past years are counted with their own exempt amounts, which the table holds from 2000 on
    // (a claim before then was by someone born before 1938): refused in words, never a 500.
    const firstYear = Math.floor(calendar.attainmentMonth(claimMonths) / 12);
    const tableFrom = Number(EARNINGS_TEST_EXEMPT.rows[0]!.validFrom.slice(0, 4));
    if (firstYear < tableFrom)
      bad(`work: the earnings test can be worked out for benefits from ${tableFrom} on`);
    const years = earningsTestYears({
      monthlyBenefitCents,
      startMonth: calendar.attainmentMonth(claimMonths),
      fraMonth: calendar.attainmentMonth(worker.fraMonths),
      annualEarningsCents,
      rates: worker.rates,
      exemptAmounts: (year) => {
        // Past years their own amount; this and later years today's (amounts are in today's dollars).
        const date = year < today.year ? `${year}-12-31` : formatIsoDate(today);
        const amounts = {
          beforeFraYear: figureOn(EARNINGS_TEST_EXEMPT, date),
          fraYear: figureOn(EARNINGS_TEST_EXEMPT_FRA_YEAR, date),
        };
        used.add(amounts.beforeFraYear, amounts.fraYear);
        return amounts;
      },
    });
    const totalMonthsWithheld = years.reduce((sum, year) => sum + year.monthsWithheld, 0);
    return {
      annualEarningsCents,
      claimAge: toAge(claimMonths),
      monthlyBenefitCents,
      years,
      totalMonthsWithheld,
      totalWithheldCents: years.reduce((sum, year) => sum + year.withheldCents, 0),
      recomputedAtFraCents: scaleCents(
        worker.piaCents,
        retirementFactor(
          Math.max(0, monthsEarly - totalMonthsWithheld),
          0,
          worker.creditPerMonth,
          worker.rates,
        ),
        FACTOR_DENOMINATOR,
      ),
    };
  }
}
