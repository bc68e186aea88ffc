import { ConfigError, FREE_CONVERSATIONS_NETWORK_ADDRESSES, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: '/srv/app/.data',
      adminToken: undefined,
      corsOrigins: [],
      widgetOrigins: [],
      allowedHosts: ['localhost', '.localhost', '127.0.0.1', '[::1]'],
      trustProxy: false,
      embedOrigins: ['*'],
      logLevel: 'info',
      uploadMaxBytes: 10 * 1024 * 1024,
      runMigrations: true,
      matchingCandidates: 'index',
    });
    expect(config.openai).toEqual({
      apiKey: undefined,
      baseUrl: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 20_000,
      maxRetries: 2,
      sessionTokenCap: 30_000,
      browserDailyTokens: 100_000,
      addressDailyTokens: 1_000_000,
      siteDailyTokens: 4_000_000,
      installationDailyTokens: 30_000_000,
      breaker: { failures: 3, windowMs: 60_000, cooldownMs: 30_000 },
    });
    expect(config.freeConversationsPerAddress).toBe(25);
  });

  it('reads the daily model budgets and the free conversations per address', () => {
    const config = loadConfig({
      OPENAI_DAILY_TOKENS_PER_BROWSER: '5000',
      OPENAI_DAILY_TOKENS_PER_ADDRESS: '0',
      FREE_CONVERSATIONS_PER_ADDRESS: '40',
    });
    expect(config.openai.browserDailyTokens).toBe(5000);
    expect(config.openai.addressDailyTokens).toBe(0);
    expect(config.freeConversationsPerAddress).toBe(40);
    expect(() => loadConfig({ OPENAI_DAILY_TOKENS_PER_BROWSER: '-1' })).toThrow(
      /OPENAI_DAILY_TOKENS_PER_BROWSER/,
    );
  });

  it("caps free conversations per network at a few addresses' worth, following the address cap", () => {
    expect(loadConfig({}).freeConversationsPerNetwork).toBe(
      25 * FREE_CONVERSATIONS_NETWORK_ADDRESSES,
    );
    // An operator raising the address cap raises the network's with it, unless set apart.
    expect(loadConfig({ FREE_CONVERSATIONS_PER_ADDRESS: '7' }).freeConversationsPerNetwork).toBe(
      7 * FREE_CONVERSATIONS_NETWORK_ADDRESSES,
    );
    expect(
      loadConfig({ FREE_CONVERSATIONS_PER_ADDRESS: '7', FREE_CONVERSATIONS_PER_NETWORK: '12' })
        .freeConversationsPerNetwork,
    ).toBe(12);
    expect(() => loadConfig({ FREE_CONVERSATIONS_PER_NETWORK: 'many' })).toThrow(
      /FREE_CONVERSATIONS_PER_NETWORK/,
    );
  });

  it('limits edits per profile by default, configurable and off like every window', () => {
    expect(loadConfig({}).rateLimits.profileedits).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(loadConfig({ RATE_LIMIT_PROFILEEDITS: '5/60' }).rateLimits.profileedits).toEqual({
      limit: 5,
      windowSeconds: 60,
    });
    expect(loadConfig({ RATE_LIMIT_PROFILEEDITS: 'off' }).rateLimits.profileedits.limit).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });

  it('reads the site and installation model ceilings, each a number or off', () => {
    const set = loadConfig({
      OPENAI_DAILY_TOKENS_PER_SITE: '250000',
      OPENAI_DAILY_TOKENS_TOTAL: '5000000',
    }).openai;
    expect(set).toMatchObject({ siteDailyTokens: 250_000, installationDailyTokens: 5_000_000 });
    const off = loadConfig({
      OPENAI_DAILY_TOKENS_PER_SITE: 'off',
      OPENAI_DAILY_TOKENS_TOTAL: 'off',
    });
    expect(off.openai).toMatchObject({ siteDailyTokens: null, installationDailyTokens: null });
    expect(() => loadConfig({ OPENAI_DAILY_TOKENS_TOTAL: '3000000000' })).toThrow(
      /OPENAI_DAILY_TOKENS_TOTAL/,
    );
    expect(() => loadConfig({ OPENAI_DAILY_TOKENS_PER_SITE: 'none' })).toThrow(
      /OPENAI_DAILY_TOKENS_PER_SITE/,
    );
  });

  it('answers two chat turns at once unless a model on PostgreSQL makes turns wait, as set', () => {
    expect(loadConfig({}).chatTurns).toEqual({ concurrency: 2, queue: 64, maxWaitMs: 20_000 });
    const postgres = { DATABASE_URL: 'postgres://app@db:5432/ageless' };
    // The built-in guide answers on the one thread: more at once only starve the health probes.
    expect(loadConfig(postgres).chatTurns).toEqual({
      concurrency: 2,
      queue: 256,
      maxWaitMs: 20_000,
    });
    expect(loadConfig({ ...postgres, OPENAI_API_KEY: 'sk-test' }).chatTurns).toEqual({
      concurrency: 16,
      queue: 256,
      maxWaitMs: 20_000,
    });
    expect(
      loadConfig({ CHAT_CONCURRENCY: '4', CHAT_QUEUE: '0', CHAT_MAX_WAIT_MS: '500' }).chatTurns,
    ).toEqual({ concurrency: 4, queue: 0, maxWaitMs: 500 });
    expect(() => loadConfig({ CHAT_CONCURRENCY: '0' })).toThrow(/CHAT_CONCURRENCY/);
  });

  it('answers a few expensive reads at once, a short line waiting, as set', () => {
    expect(loadConfig({}).expensiveReads).toEqual({ concurrency: 2, queue: 16, maxWaitMs: 3_000 });
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/ageless' }).expensiveReads).toEqual({
      concurrency: 8,
      queue: 32,
      maxWaitMs: 3_000,
    });
    expect(
      loadConfig({
        EXPENSIVE_READS_CONCURRENCY: '1',
        EXPENSIVE_READS_QUEUE: '0',
        EXPENSIVE_READS_MAX_WAIT_MS: '500',
      }).expensiveReads,
    ).toEqual({ concurrency: 1, queue: 0, maxWaitMs: 500 });
    expect(() => loadConfig({ EXPENSIVE_READS_CONCURRENCY: '0' })).toThrow(
      /EXPENSIVE_READS_CONCURRENCY/,
    );
    // "My Matches" has a window of its own, as every read that costs the database.
    expect(loadConfig({}).rateLimits.myprofiles).toEqual({ limit: 60, windowSeconds: 60 });
    expect(loadConfig({ RATE_LIMIT_MYPROFILES: '5/10' }).rateLimits.myprofiles).toEqual({
      limit: 5,
      windowSeconds: 10,
    });
  });

  it('limits each SMTP delivery, by default and as set, and stops on a bad limit', () => {
    expect(loadConfig({}).smtpTimeouts).toEqual({
      connectionMs: 10_000,
      greetingMs: 10_000,
      socketMs: 30_000,
      sendMs: 60_000,
    });
    expect(
      loadConfig({
        SMTP_CONNECTION_TIMEOUT_MS: '2000',
        SMTP_GREETING_TIMEOUT_MS: '3000',
        SMTP_SOCKET_TIMEOUT_MS: '4000',
        SMTP_SEND_TIMEOUT_MS: '5000',
      }).smtpTimeouts,
    ).toEqual({ connectionMs: 2000, greetingMs: 3000, socketMs: 4000, sendMs: 5000 });
    for (const [variable, value] of [
      ['SMTP_CONNECTION_TIMEOUT_MS', '0'],
      ['SMTP_GREETING_TIMEOUT_MS', 'never'],
      ['SMTP_SOCKET_TIMEOUT_MS', '600001'],
      ['SMTP_SEND_TIMEOUT_MS', '-1'],
    ] as const)
      expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(variable));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://app@db:5432/ageless',
        DATA_DIR: '/var/lib/ageless',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
        OPENAI_MODEL: 'local-model',
        OPENAI_TIMEOUT_MS: '5000',
        OPENAI_MAX_RETRIES: '0',
        OPENAI_BREAKER_FAILURES: '3',
        OPENAI_BREAKER_WINDOW_SECONDS: '120',
        OPENAI_BREAKER_COOLDOWN_SECONDS: '10',
        ADMIN_TOKEN: 'a-long-enough-admin-token',
        CORS_ORIGINS: 'https://partner.example, https://other.example/',
        WIDGET_ORIGINS: '*',
        REDIS_URL: 'redis://127.0.0.1:6379',
        LOG_LEVEL: 'warn',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/ageless',
      dataDir: '/var/lib/ageless',
      openai: {
        apiKey: 'sk-test',
        baseUrl: 'http://127.0.0.1:9999/v1',
        model: 'local-model',
        timeoutMs: 5000,
        maxRetries: 0,
        breaker: { failures: 3, windowMs: 120_000, cooldownMs: 10_000 },
      },
      adminToken: 'a-long-enough-admin-token',
      corsOrigins: ['https://partner.example', 'https://other.example'],
      widgetOrigins: ['*'],
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'warn',
    });
  });

  it('reads rate limits as requests per seconds, or off', () => {
    const config = loadConfig({ RATE_LIMIT_CHAT: '5/10', RATE_LIMIT_CLICKS: 'off' });
    expect(config.rateLimits.chat).toEqual({ limit: 5, windowSeconds: 10 });
    expect(config.rateLimits.clicks.limit).toBeGreaterThan(1e9);
    expect(config.rateLimits.upload).toEqual({ limit: 20, windowSeconds: 600 });
  });

  it('sets the HTTP server limits explicitly, and reads them from the environment', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      bodyTimeoutMs: 10_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 4_096,
      maxConnectionsPerAddress: 128,
      inFlightPerClient: 8,
    });
    expect(
      loadConfig({
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_REQUEST_TIMEOUT_MS: '30000',
        HTTP_BODY_TIMEOUT_MS: '40000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000',
        HTTP_MAX_CONNECTIONS: '1000',
        HTTP_MAX_CONNECTIONS_PER_ADDRESS: '20',
        HTTP_IN_FLIGHT_PER_CLIENT: '12',
      }).http,
    ).toEqual({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 30_000,
      // Never longer than the whole request may take.
      bodyTimeoutMs: 30_000,
      keepAliveTimeoutMs: 75_000,
      maxConnections: 1_000,
      maxConnectionsPerAddress: 20,
      inFlightPerClient: 12,
    });
    // `off` lifts the in-flight cap (load tests); nonsense stops the start, naming the variable.
    expect(loadConfig({ HTTP_IN_FLIGHT_PER_CLIENT: 'off' }).http.inFlightPerClient).toBe(
      Number.MAX_SAFE_INTEGER,
    );
    expect(() => loadConfig({ HTTP_IN_FLIGHT_PER_CLIENT: '0' })).toThrow(
      /HTTP_IN_FLIGHT_PER_CLIENT/,
    );
    expect(() => loadConfig({ HTTP_IN_FLIGHT_PER_CLIENT: 'many' })).toThrow(
      /HTTP_IN_FLIGHT_PER_CLIENT/,
    );
  });

  it('reads the host names to answer for, adding PUBLIC_URL’s to the local ones by default', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://ageless.example.org/' }).allowedHosts).toEqual([
      'localhost',
      '.localhost',
      '127.0.0.1',
      '[::1]',
      'ageless.example.org',
    ]);
    expect(
      loadConfig({ ALLOWED_HOSTS: 'Ageless.example.org, .club.example, *' }).allowedHosts,
    ).toEqual(['ageless.example.org', '.club.example', '*']);
  });

  it('reads which sites may frame /embed', () => {
    expect(
      loadConfig({ EMBED_ORIGINS: 'https://club.example, https://town.example/' }).embedOrigins,
    ).toEqual(['https://club.example', 'https://town.example']);
  });

  it('reads which proxies to trust as a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['DATABASE_URL', 'not a url'],
    ['OPENAI_BASE_URL', 'ftp://llm'],
    ['OPENAI_TIMEOUT_MS', '50'],
    ['OPENAI_MAX_RETRIES', 'many'],
    ['OPENAI_BREAKER_FAILURES', '-1'],
    ['OPENAI_BREAKER_COOLDOWN_SECONDS', '0'],
    ['OPENAI_SESSION_TOKEN_CAP', '-5'],
    ['ADMIN_TOKEN', 'short'],
    ['CORS_ORIGINS', 'https://ok.example,https://bad.example/path'],
    ['CORS_ORIGINS', '*'],
    ['WIDGET_ORIGINS', 'not an origin'],
    ['REDIS_URL', 'http://cache'],
    ['LOG_LEVEL', 'loud'],
    ['UPLOAD_MAX_BYTES', '-1'],
    ['RUN_MIGRATIONS', 'sometimes'],
    ['MATCHING_CANDIDATES', 'everything'],
    ['RATE_LIMIT_CHAT', '30 per minute'],
    ['RATE_LIMIT_UPLOAD', '0/60'],
    ['ALLOWED_HOSTS', 'https://ageless.example.org'],
    ['ALLOWED_HOSTS', 'localhost:3000'],
    ['TRUST_PROXY', 'everyone'],
    ['EMBED_ORIGINS', 'club.example'],
    ['TRUST_PROXY', '99'],
    ['HTTP_HEADERS_TIMEOUT_MS', '0'],
    ['HTTP_HEADERS_TIMEOUT_MS', '200000'],
    ['HTTP_REQUEST_TIMEOUT_MS', 'forever'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '100'],
    ['HTTP_MAX_CONNECTIONS', '5'],
    ['HTTP_MAX_CONNECTIONS_PER_ADDRESS', '0'],
  ])('stops on a bad %s (%s), naming the variable', (variable, value) => {
    const load = () => loadConfig({ [variable]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});
