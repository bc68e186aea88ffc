import { isAbsolute, resolve } from 'node:path';

/** How many jobs an AdmissionGate (common/concurrency) lets run at once and wait. */
export interface AdmissionLimits {
  /** How many may run at once. */
  concurrency: number;
  /** How many may wait for a turn; one more is refused at once. */
  queue: number;
  /** A waiter still without a turn after this long is refused (Infinity: waits as long as it takes). */
  maxWaitMs: number;
}

/** Requests one client may make per window, per kind of call (spec leaves limits open). */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}
/**
 * `admin` counts wrong admin tokens per client, not requests (see AdminGuard). `places` (the wizard's
 * place check), `matches` and `calculators` (pension and budget) are reads that compute; `myprofiles`
 * is the navigation's read of a browser's profiles and what waits in each. `newprofiles` and
 * `newprofilesdaily` count profiles created per network (IPv4 /24, IPv6 /48), not requests per
 * client, and `newnetworkprofiles` those from networks new to the installation, all of them
 * together (see NewProfileCeiling); `profileedits` counts edits per profile and per owner browser
 * (see ProfileEditCeiling); `matchreads` counts reads of matches, blueprint pages and "My Matches"
 * per profile and per owner browser (see MatchReadCeiling); `connectionreads` counts reads of a
 * profile's introductions, threads and unread counts the same way (see ConnectionReadCeiling).
 */
export const RATE_LIMITED_CALLS = [
  'chat',
  'upload',
  'profiles',
  'profileedits',
  'newprofiles',
  'newprofilesdaily',
  'newnetworkprofiles',
  'clicks',
  'admin',
  'places',
  'matches',
  'calculators',
  'myprofiles',
  'matchreads',
  'connectionreads',
] as const;
export type RateLimitedCall = (typeof RATE_LIMITED_CALLS)[number];

const DEFAULT_RATE_LIMITS: Record<RateLimitedCall, RateLimit> = {
  chat: { limit: 30, windowSeconds: 60 },
  upload: { limit: 20, windowSeconds: 600 },
  profiles: { limit: 20, windowSeconds: 600 },
  // Edits per profile, whatever address they come from: each edit makes its town's matches be read
  // again, and one browser rotating its address edited on without end (thirteenth hostile pass #3).
  // A person correcting their answers needs a handful.
  profileedits: { limit: 20, windowSeconds: 3600 },
  // New profiles per IPv4 /24 or IPv6 /48: a library's or care home's afternoon of helping people
  // sign up stays within them, a site making one a second all day does not (tenth hostile pass #1:
  // each new profile makes its town's matches be read again).
  newprofiles: { limit: 10, windowSeconds: 3600 },
  newprofilesdaily: { limit: 30, windowSeconds: 86_400 },
  // New profiles from networks with no profile a week old, across the whole installation: a valve
  // staff can open under a flood (15,177 profiles in 30 s grew a Berlin page to 118 pages,
  // fourteenth hostile pass #4), off by default: any bar for everyone is one that 20 networks can
  // fill to stop every newcomer signing up for an hour (fifteenth pass #1). RATE_LIMIT_NEWNETWORKPROFILES=200/3600.
  newnetworkprofiles: { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 3600 },
  clicks: { limit: 60, windowSeconds: 60 },
  admin: { limit: 5, windowSeconds: 900 },
  // The wizard asks once a pause in typing; a person rarely pauses more than once a second.
  places: { limit: 60, windowSeconds: 60 },
  matches: { limit: 60, windowSeconds: 60 },
  calculators: { limit: 60, windowSeconds: 60 },
  // The navigation's "My Matches" (GET /api/my-profiles): every page view and a poll while profiles
  // exist; a person never needs one a second. Unlimited, ten addresses looping on it held health
  // probes up to 10 s (ninth hostile pass #5).
  myprofiles: { limit: 60, windowSeconds: 60 },
  // Reads of one profile's matches and blueprint pages, whatever address they come from (three
  // profiles' worth per owner browser, "My Matches" included): one profile's page read from 60
  // rotating addresses filled the shared line for such reads (twelfth hostile pass #2). A person
  // going through their ideas page by page opens a few a minute.
  matchreads: { limit: 60, windowSeconds: 60 },
  // Reads of one profile's introductions, threads and unread counts, whatever address they come
  // from (three profiles' worth per owner browser): an open thread is read every 15 s and the unread
  // counts every minute, so a person with a few tabs open reads well under one a second. 200
  // rotating addresses reading one thread held health probes 5.5 s (twelfth hostile pass #1).
  connectionreads: { limit: 60, windowSeconds: 60 },
};

/**
 * A browser opens at most six connections to one host, so six calls at once is a page loading; a
 * household behind one address may have two pages loading. Past that, one client would be taking a
 * share of the database pool from everyone else (sixth hostile pass #4, and its unlimited reads).
 */
export const DEFAULT_IN_FLIGHT_PER_CLIENT = 8;

/**
 * A network's free widget conversations by default, in addresses' worth: a household, library or
 * care home has a few people chatting, not the 65,536 /64s an IPv6 /48 can hand out.
 */
export const FREE_CONVERSATIONS_NETWORK_ADDRESSES = 3;

/** The HTTP server's own defences against slow and piled-up connections (issue 25, item 8). */
export interface HttpServerLimits {
  /** Time a client has to send a request's head (Node's headersTimeout; 408, then closed). */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request, body included (Node's requestTimeout). */
  requestTimeoutMs: number;
  /**
   * Time a client has, once the API starts reading it, to send the JSON body of an endpoint that takes
   * small bodies (all but uploads); then 408 and the connection is closed (eighth hostile pass #7).
   */
  bodyTimeoutMs: number;
  /** How long an idle keep-alive connection stays open (Node's keepAliveTimeout). */
  keepAliveTimeoutMs: number;
  /** Open connections at most; past it the oldest idle one is closed, or the new one when none is idle. */
  maxConnections: number;
  /** Open connections per client address (an IPv6 /64) at most; proxies TRUST_PROXY names are not counted. */
  maxConnectionsPerAddress: number;
  /**
   * API calls one client may have running at once in this process, of any kind (probes aside); `off`
   * (load tests) lifts it. Each call may hold one of PostgreSQL's 20 pooled connections.
   */
  inFlightPerClient: number;
}

/** How long the background mail sender waits for the SMTP server (issue 25, item 11), in milliseconds. */
/**
 * After `failures` failed or timed-out answers of the model server in a row, all within `windowMs`,
 * the offline guide answers for `cooldownMs` without asking it; then one answer tries it again
 * (fourteenth hostile pass #7: each turn waited out a hung server's timeouts). 0 failures: never.
 */
export interface ModelBreakerSettings {
  failures: number;
  windowMs: number;
  cooldownMs: number;
}

export interface SmtpTimeouts {
  /** To open the connection (nodemailer's connectionTimeout). */
  connectionMs: number;
  /** For the server's greeting once connected (greetingTimeout). */
  greetingMs: number;
  /** Of silence on the connection (socketTimeout). */
  socketMs: number;
  /** For one whole delivery: a server that trickles its replies never lets the socket fall silent. */
  sendMs: number;
}

/**
 * Who runs this installation, for the Impressum (§ 5 DDG), the contact page and the privacy policy
 * (SITE_* variables). Unset fields stay null: the pages then say the details are missing.
 */
export interface SiteOperatorSettings {
  name: string | null;
  /** Lines of the postal address (SITE_OPERATOR_ADDRESS, lines separated by "|" or new lines). */
  address: string[];
  email: string | null;
  phone: string | null;
  representative: string | null;
  registerEntry: string | null;
  vatId: string | null;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  /** Chat turns answered at once by this process, and how many may wait (then 503, Retry-After). */
  chatTurns: AdmissionLimits;
  /**
   * Expensive reads (matches, a blueprint's people, "My Matches") answered at once by this process
   * whoever asks, and how many may wait (then 503, Retry-After): each client's own caps still let ten
   * addresses together take the database from everyone (ninth hostile pass #5).
   */
  expensiveReads: AdmissionLimits;
  /** PostgreSQL connection string; absent means the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  openai: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    model: string;
    /** Per-request timeout of the OpenAI-compatible server, in milliseconds. */
    timeoutMs: number;
    /** Retries on 408/409/429/5xx and connection errors, with exponential backoff. */
    maxRetries: number;
    /** Tokens (prompt + answer) one conversation may spend; past it the offline guide answers. */
    sessionTokenCap: number;
    /** Tokens one browser (chat owner key) may spend per UTC day, whatever its session ids. */
    browserDailyTokens: number;
    /** Tokens one client address may spend per UTC day, whatever its cookies (several people may share one). */
    addressDailyTokens: number;
    /**
     * Tokens one site (an IPv6 /48, an IPv4 address) may spend per UTC day, whatever its /64s and
     * cookies; null: no ceiling. One /48 spent 1.27 M tokens in 30 s (seventh hostile pass #7).
     */
    siteDailyTokens: number | null;
    /** Tokens the whole installation may spend per UTC day, whoever asks; null: no ceiling. */
    installationDailyTokens: number | null;
    /** When to stop asking a failing model server for a while (ModelBreaker, per process). */
    breaker: ModelBreakerSettings;
  };
  /**
   * Free floating-widget conversations one client address may use per UTC day, whatever its cookies;
   * each browser has the spec's 5 (FREE_WIDGET_CONVERSATIONS) within it.
   */
  freeConversationsPerAddress: number;
  /**
   * Free widget conversations one network (an IPv4 /24, an IPv6 /48) may use per UTC day, whatever
   * its addresses: ten /64s of one /48 got ten addresses' worth (thirteenth hostile pass #7).
   */
  freeConversationsPerNetwork: number;
  adminToken: string | undefined;
  /** Sites whose pages may call the whole API from a browser, with credentials. */
  corsOrigins: string[];
  /**
   * Sites that may call only the widget's public endpoints (chat, tags); `*` lets any site do so
   * without credentials (the widget then keeps its conversation with the X-Chat-Owner header).
   */
  widgetOrigins: string[];
  /**
   * Host names this server answers for (DNS rebinding): exact names, `.example.org` for a domain and
   * its subdomains, or `*` for any. Ports are not compared.
   */
  allowedHosts: string[];
  /** Sites that may frame /embed; `*` (the default) any site. */
  embedOrigins: string[];
  /**
   * Which proxies in front of the API to believe about the client (X-Forwarded-For/-Proto/-Host):
   * `false` none (the default, right when browsers connect directly, as with `npm start`), a hop count,
   * or addresses, subnets and Express's names (loopback, linklocal, uniquelocal).
   */
  trustProxy: false | number | string[];
  redisUrl: string | undefined;
  /** SMTP server for "a request is waiting" emails (smtp:// or smtps://); absent: no email is sent. */
  smtpUrl: string | undefined;
  /** Sender of those emails. */
  mailFrom: string;
  /** Limits on one delivery to that server (nodemailer's own defaults allow minutes per command). */
  smtpTimeouts: SmtpTimeouts;
  /** The product's public address, for links in emails (e.g. https://ageless.example); absent: no link. */
  publicUrl: string | undefined;
  logLevel: LogLevel;
  /** Largest JSON body outside uploads, in bytes. */
  jsonBodyLimit: number;
  /** Largest decoded upload, in bytes (spec leaves it open; 10 MB by default). */
  uploadMaxBytes: number;
  /** Root of the built front ends (host-shell/dist, mfe-x/dist); absent when the API runs alone. */
  webRoot: string | undefined;
  /** Run pending migrations at start; off where a separate job runs them (compose, Kubernetes). */
  runMigrations: boolean;
  /** How matching finds partner candidates: `index` (cells + keys) or `scan` (every profile; benchmark baseline). */
  matchingCandidates: 'index' | 'scan';
  rateLimits: Record<RateLimitedCall, RateLimit>;
  /**
   * Profiles one browser (owner key) may hold, made or opened by return link, whatever the address
   * (fourteenth hostile pass #4: one cookie owned 120); null: no ceiling (test suites).
   */
  profilesPerBrowser: number | null;
  http: HttpServerLimits;
  /** Served to the browser by GET /api/site-info. */
  siteOperator: SiteOperatorSettings;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
  }
}

type Env = Record<string, string | undefined>;

function nonEmpty(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = nonEmpty(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

// A daily token budget: a whole number, or "off" for none.
function tokenBudget(env: Env, name: string, fallback: number, max: number): number | null {
  return nonEmpty(env, name) === 'off' ? null : integer(env, name, fallback, 0, max);
}

// "30/60" = 30 requests per 60 seconds; "off" disables the limit (load tests).
function rateLimit(env: Env, name: string, fallback: RateLimit): RateLimit {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'off') return { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 1 };
  const match = /^(\d{1,9})\/(\d{1,6})$/.exec(raw);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new ConfigError(name, `must look like 30/60 (requests per seconds) or off, got "${raw}"`);
  }
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function origins(env: Env, name: string, anyAllowed: boolean): string[] {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return [];
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    if (origin === '*') {
      if (anyAllowed) return origin;
      throw new ConfigError(
        name,
        'cannot be "*": any site would reach every endpoint. To let any site embed the chat widget, set WIDGET_ORIGINS=* instead',
      );
    }
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new ConfigError(name, `has an entry that is not an origin: "${origin}"`);
    }
    if (parsed.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError(
        name,
        `entries must be bare origins like https://example.org, got "${origin}"`,
      );
    }
    return parsed.origin;
  });
}

// The names of this computer; a browser reaches them only from this computer (or a rebinding attack).
const LOCAL_HOSTS = ['localhost', '.localhost', '127.0.0.1', '[::1]'];

function allowedHosts(env: Env, publicUrl: string | undefined): string[] {
  const raw = nonEmpty(env, 'ALLOWED_HOSTS');
  if (raw === undefined)
    return publicUrl ? [...LOCAL_HOSTS, new URL(publicUrl).hostname] : LOCAL_HOSTS;
  return raw.split(',').map((entry) => {
    const host = entry.trim().toLowerCase();
    if (
      !/^(\*|\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/.test(
        host,
      )
    ) {
      throw new ConfigError(
        'ALLOWED_HOSTS',
        `entries must be host names without scheme or port (example.org, .example.org or *), got "${entry.trim()}"`,
      );
    }
    return host;
  });
}

function trustProxy(env: Env): false | number | string[] {
  const raw = nonEmpty(env, 'TRUST_PROXY')?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `must be at most 10 hops, got ${hops}`);
    return hops;
  }
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    if (!/^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/\d{1,3})?)$/.test(value)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must be a hop count or a list of addresses, subnets, loopback, linklocal or uniquelocal, got "${value}"`,
      );
    }
    return value;
  });
}

function httpServerLimits(env: Env): HttpServerLimits {
  const headersTimeoutMs = integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 20_000, 1_000, 300_000);
  const requestTimeoutMs = integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 120_000, 1_000, 3_600_000);
  // Node refuses a head timeout longer than the whole request's.
  if (headersTimeoutMs > requestTimeoutMs)
    throw new ConfigError(
      'HTTP_HEADERS_TIMEOUT_MS',
      `must not be more than HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs}), got ${headersTimeoutMs}`,
    );
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    // A chat message or a profile is a few kilobytes: seconds on the slowest line. Holding such a
    // body open for the whole request timeout let 1,000 trickling clients sit on the server for minutes.
    bodyTimeoutMs: Math.min(
      integer(env, 'HTTP_BODY_TIMEOUT_MS', 10_000, 1_000, 3_600_000),
      requestTimeoutMs,
    ),
    // Above the 60 s after which nginx and most load balancers drop an idle upstream connection: the
    // proxy, not the API, ends it, so a request never goes out on a connection the API just closed.
    keepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, 1_000, 600_000),
    maxConnections: integer(env, 'HTTP_MAX_CONNECTIONS', 4_096, 16, 1_000_000),
    maxConnectionsPerAddress: integer(env, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS', 128, 1, 1_000_000),
    inFlightPerClient:
      nonEmpty(env, 'HTTP_IN_FLIGHT_PER_CLIENT') === 'off'
        ? Number.MAX_SAFE_INTEGER
        : integer(env, 'HTTP_IN_FLIGHT_PER_CLIENT', DEFAULT_IN_FLIGHT_PER_CLIENT, 1, 10_000),
  };
}

// Shown as text on public pages: one line of printable characters, of a sensible length.
function siteText(env: Env, name: string, maxLength = 200): string | null {
  const value = nonEmpty(env, name);
  if (value === undefined) return null;
  if (value.length > maxLength)
    throw new ConfigError(name, `must be at most ${maxLength} characters, got ${value.length}`);
  // Control characters (and bidi overrides, which would reorder what visitors read) never belong in it.
  if (/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.test(value))
    throw new ConfigError(name, 'must be one line of text without control characters');
  return value;
}

function siteOperator(env: Env): SiteOperatorSettings {
  const rawAddress = nonEmpty(env, 'SITE_OPERATOR_ADDRESS');
  const address = (rawAddress ?? '')
    .split(/\r?\n|\|/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (address.length > 6) throw new ConfigError('SITE_OPERATOR_ADDRESS', 'must be at most 6 lines');
  address.forEach((line) => siteText({ SITE_OPERATOR_ADDRESS: line }, 'SITE_OPERATOR_ADDRESS'));
  const email = siteText(env, 'SITE_CONTACT_EMAIL');
  if (email !== null && !/^[^\s@<>"]+@[^\s@<>".]+(\.[^\s@<>".]+)+$/.test(email))
    throw new ConfigError('SITE_CONTACT_EMAIL', `must be an e-mail address, got "${email}"`);
  const phone = siteText(env, 'SITE_CONTACT_PHONE', 40);
  if (phone !== null && !/^\+?[\d\s()/.-]+$/.test(phone))
    throw new ConfigError(
      'SITE_CONTACT_PHONE',
      `must be a phone number (digits, spaces, + ( ) / . -), got "${phone}"`,
    );
  if (phone !== null && phone.replace(/\D/g, '').length < 5)
    throw new ConfigError('SITE_CONTACT_PHONE', `must have at least 5 digits, got "${phone}"`);
  return {
    name: siteText(env, 'SITE_OPERATOR_NAME'),
    address,
    email,
    phone,
    representative: siteText(env, 'SITE_OPERATOR_REPRESENTATIVE'),
    registerEntry: siteText(env, 'SITE_REGISTER_ENTRY'),
    vatId: siteText(env, 'SITE_VAT_ID', 40),
  };
}

// The embedded database runs its queries on the API's own thread, so there a couple of turns at once
// already use the whole thread; with PostgreSQL the waits are mostly the database's and the model's.
/**
 * Turns at once: without a language model a turn is the built-in guide's work on the API's one
 * thread, so more at once only interleave it: 16 on PostgreSQL held a health probe 8.4 s while 300
 * chats were answered, 2 held it under a second and answered them as fast (eighth hostile pass #8).
 * With a model a turn mostly waits for it, and 16 keep it busy.
 */
function chatTurns(env: Env, embedded: boolean, modelConfigured: boolean): AdmissionLimits {
  return {
    concurrency: integer(env, 'CHAT_CONCURRENCY', embedded || !modelConfigured ? 2 : 16, 1, 10_000),
    queue: integer(env, 'CHAT_QUEUE', embedded ? 64 : 256, 0, 100_000),
    maxWaitMs: integer(env, 'CHAT_MAX_WAIT_MS', 20_000, 100, 600_000),
  };
}

/**
 * Expensive reads at once: on the embedded database they run on the API's one thread, so a few at
 * once already use it; PostgreSQL's pool has 20 connections, and each read may hold one or two. The
 * wait is short: a page that waits longer than a few seconds is better told to try again.
 */
function expensiveReads(env: Env, embedded: boolean): AdmissionLimits {
  return {
    concurrency: integer(env, 'EXPENSIVE_READS_CONCURRENCY', embedded ? 2 : 8, 1, 10_000),
    queue: integer(env, 'EXPENSIVE_READS_QUEUE', embedded ? 16 : 32, 0, 100_000),
    maxWaitMs: integer(env, 'EXPENSIVE_READS_MAX_WAIT_MS', 3_000, 100, 600_000),
  };
}

function matchingCandidates(env: Env): 'index' | 'scan' {
  const raw = nonEmpty(env, 'MATCHING_CANDIDATES')?.toLowerCase() ?? 'index';
  if (raw !== 'index' && raw !== 'scan')
    throw new ConfigError('MATCHING_CANDIDATES', `must be index or scan, got "${raw}"`);
  return raw;
}

/** Reads and validates every setting once; a bad value stops start-up naming the variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const logLevel = (nonEmpty(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(
      'LOG_LEVEL',
      `must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`,
    );
  }
  const adminToken = nonEmpty(env, 'ADMIN_TOKEN');
  if (adminToken !== undefined && adminToken.length < 16) {
    throw new ConfigError('ADMIN_TOKEN', 'must be at least 16 characters long');
  }
  const dataDir = nonEmpty(env, 'DATA_DIR') ?? './.data';
  const freeConversationsPerAddress = integer(
    env,
    'FREE_CONVERSATIONS_PER_ADDRESS',
    25,
    0,
    1_000_000,
  );
  const webRoot = nonEmpty(env, 'WEB_ROOT');
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:'])?.replace(/\/$/, '');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    chatTurns: chatTurns(
      env,
      databaseUrl === undefined,
      Boolean(nonEmpty(env, 'OPENAI_API_KEY') || nonEmpty(env, 'OPENAI_BASE_URL')),
    ),
    expensiveReads: expensiveReads(env, databaseUrl === undefined),
    databaseUrl,
    dataDir:
      dataDir.startsWith('memory://') || isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir),
    openai: {
      apiKey: nonEmpty(env, 'OPENAI_API_KEY'),
      baseUrl: url(env, 'OPENAI_BASE_URL', ['http:', 'https:']),
      model: nonEmpty(env, 'OPENAI_MODEL') ?? 'gpt-4o-mini',
      timeoutMs: integer(env, 'OPENAI_TIMEOUT_MS', 20_000, 100, 600_000),
      maxRetries: integer(env, 'OPENAI_MAX_RETRIES', 2, 0, 10),
      sessionTokenCap: integer(env, 'OPENAI_SESSION_TOKEN_CAP', 30_000, 0, 10_000_000),
      browserDailyTokens: integer(env, 'OPENAI_DAILY_TOKENS_PER_BROWSER', 100_000, 0, 100_000_000),
      addressDailyTokens: integer(
        env,
        'OPENAI_DAILY_TOKENS_PER_ADDRESS',
        1_000_000,
        0,
        1_000_000_000,
      ),
      // Four addresses' worth, as a /48 may run four clients' calls at once (SITE_IN_FLIGHT_CLIENTS).
      siteDailyTokens: tokenBudget(env, 'OPENAI_DAILY_TOKENS_PER_SITE', 4_000_000, 1_000_000_000),
      // About 1,000 long conversations a day; the column counting it holds at most 2^31 - 1.
      installationDailyTokens: tokenBudget(
        env,
        'OPENAI_DAILY_TOKENS_TOTAL',
        30_000_000,
        2_000_000_000,
      ),
      breaker: {
        failures: integer(env, 'OPENAI_BREAKER_FAILURES', 3, 0, 1_000),
        windowMs: integer(env, 'OPENAI_BREAKER_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
        cooldownMs: integer(env, 'OPENAI_BREAKER_COOLDOWN_SECONDS', 30, 1, 86_400) * 1000,
      },
    },
    freeConversationsPerAddress,
    freeConversationsPerNetwork: integer(
      env,
      'FREE_CONVERSATIONS_PER_NETWORK',
      freeConversationsPerAddress * FREE_CONVERSATIONS_NETWORK_ADDRESSES,
      0,
      1_000_000_000,
    ),
    adminToken,
    corsOrigins: origins(env, 'CORS_ORIGINS', false),
    widgetOrigins: origins(env, 'WIDGET_ORIGINS', true),
    allowedHosts: allowedHosts(env, publicUrl),
    embedOrigins: nonEmpty(env, 'EMBED_ORIGINS') ? origins(env, 'EMBED_ORIGINS', true) : ['*'],
    trustProxy: trustProxy(env),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: nonEmpty(env, 'MAIL_FROM') ?? 'Ageless Connect <no-reply@localhost>',
    smtpTimeouts: {
      connectionMs: integer(env, 'SMTP_CONNECTION_TIMEOUT_MS', 10_000, 100, 600_000),
      greetingMs: integer(env, 'SMTP_GREETING_TIMEOUT_MS', 10_000, 100, 600_000),
      socketMs: integer(env, 'SMTP_SOCKET_TIMEOUT_MS', 30_000, 100, 600_000),
      sendMs: integer(env, 'SMTP_SEND_TIMEOUT_MS', 60_000, 100, 600_000),
    },
    publicUrl,
    logLevel,
    jsonBodyLimit: integer(env, 'JSON_BODY_LIMIT', 100 * 1024, 1024, 10 * 1024 * 1024),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    webRoot: webRoot === undefined ? undefined : resolve(cwd, webRoot),
    runMigrations: flag(env, 'RUN_MIGRATIONS', true),
    matchingCandidates: matchingCandidates(env),
    rateLimits: Object.fromEntries(
      RATE_LIMITED_CALLS.map((call) => [
        call,
        rateLimit(env, `RATE_LIMIT_${call.toUpperCase()}`, DEFAULT_RATE_LIMITS[call]),
      ]),
    ) as Record<RateLimitedCall, RateLimit>,
    // Ten: a family sharing one computer, or a helper signing up a few neighbours; "My Matches"
    // shows ten.
    profilesPerBrowser:
      nonEmpty(env, 'PROFILES_PER_BROWSER') === 'off'
        ? null
        : integer(env, 'PROFILES_PER_BROWSER', 10, 1, 1000),
    http: httpServerLimits(env),
    siteOperator: siteOperator(env),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
