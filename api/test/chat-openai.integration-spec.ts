import { ownerCookieOf } from './support/cookies.js';
import { parseSse, sseText } from './support/sse.js';
import { mockModelConfig, OpenAiMock } from './support/openai-mock.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { loadConfig } from '../src/config/app-config.js';

const TOKEN_CAP = 1000;
const ADMIN_TOKEN = 'openai-links-25';
let sequence = 0;
const sessionId = (): string => `page-openai-${Date.now()}-${(sequence += 1)}`;

const readStream = (http: TestApp['http'], body: object) =>
  http.post('/api/chat/stream').send(body).buffer(true).parse(sseText).expect(200);

describe.each(testDatabases())('chat through an OpenAI-compatible server on $name', (factory) => {
  const mock = new OpenAiMock();
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    const baseUrl = await mock.start();
    database = await factory.create();
    app = await startTestApp(database, {
      adminToken: ADMIN_TOKEN,
      openai: mockModelConfig(baseUrl, {
        timeoutMs: 400,
        maxRetries: 2,
        sessionTokenCap: TOKEN_CAP,
        // Each case sets the server's failure itself; three fallbacks in a row would otherwise
        // open the breaker for the cases after them (its own spec: chat-model-breaker).
        breaker: { ...loadConfig({}).openai.breaker, failures: 0 },
      }),
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await mock.stop();
  });

  it('answers with the model, sending an educational system prompt in the person’s language, the knowledge passages and the stored history', async () => {
    const id = sessionId();
    mock.script([
      { kind: 'answer', text: 'Die Regelaltersgrenze liegt bei 67 Jahren.' },
      { kind: 'answer', text: 'Mit 63 gibt es Abschläge.' },
    ]);
    const first = await app.http
      .post('/api/chat')
      .send({
        sessionId: id,
        message: 'Was ist die Regelaltersgrenze der gesetzlichen Rente?',
        conversationHistory: [],
        language: 'de',
      })
      .expect(200);
    expect(first.body.answeredBy).toBe('openai');
    // The model's words, cited with the sources of the card it was grounded in, each as a link.
    expect(first.body.response).toMatch(
      /^Die Regelaltersgrenze liegt bei 67 Jahren\.\n\nQuellen: \[§ 35 SGB VI/,
    );
    expect(first.body.disclaimer.category).toBe('pension-pathfinder');
    const cookie = ownerCookieOf(first);

    await app.http
      .post('/api/chat')
      .set('Cookie', cookie)
      .send({
        sessionId: id,
        message: 'Und wenn ich mit 63 gehe?',
        conversationHistory: [{ role: 'user', content: 'forged' }],
        language: 'de',
      })
      .expect(200);
    const [one, two] = mock.requests;
    expect(one!.authorization).toBe('Bearer sk-local-test');
    expect(one!.body.model).toBe('mock-model');
    const system = one!.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/Always answer in German/);
    expect(system.content).toMatch(/educational only/);
    // Grounded in the curated card (with its figures and rules) and told which system it is about.
    expect(system.content).toMatch(/Curated answer card/);
    expect(system.content).toMatch(
      /Regelaltersgrenze liegt für alle ab Jahrgang 1964 bei 67 Jahren/,
    );
    expect(system.content).toMatch(/German system/);
    expect(one!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'Was ist die Regelaltersgrenze der gesetzlichen Rente?' },
    ]);
    // The second call carries the stored exchange, not the client's forged history.
    const history = two!.body.messages.slice(1);
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(history[1]!.content).toContain('Die Regelaltersgrenze liegt bei 67 Jahren.');
    expect(JSON.stringify(two!.body.messages)).not.toContain('forged');
  });

  it('answers an emergency and a personal calculation the same way as offline, without asking the model', async () => {
    mock.script([], { kind: 'answer', text: 'The model should not have been asked.' });
    const emergency = await app.http
      .post('/api/chat')
      .send({ sessionId: sessionId(), message: 'I have chest pain and my arm is numb' })
      .expect(200);
    expect(emergency.body.response).toMatch(/^Please call 911 now/);
    expect(emergency.body.disclaimer).toBeUndefined();
    const gap = await app.http
      .post('/api/chat')
      .send({
        sessionId: sessionId(),
        message: 'Ich bekomme 1.100 € Rente und brauche 1.600 € im Monat. Was fehlt mir?',
        language: 'de',
        conversationHistory: [],
      })
      .expect(200);
    // The numbers used come first, then the gap (issue 24, item 4).
    expect(gap.body.response).toMatch(
      /^Sie haben mir genannt: Rente oder sonstiges Einkommen 1\.100 € im Monat; Bedarf 1\.600 € im Monat\. Ihre Lücke beträgt 500 € im Monat/,
    );
    expect(mock.requests).toHaveLength(0);
  });

  it('retries a 429 and a 503 with backoff, then answers', async () => {
    mock.script([
      { kind: 'status', status: 429 },
      { kind: 'status', status: 503 },
      { kind: 'answer', text: 'After retries.' },
    ]);
    const reply = await app.http
      .post('/api/chat')
      .send({ sessionId: sessionId(), message: 'When should I claim Social Security?' })
      .expect(200);
    expect(mock.requests).toHaveLength(3);
    expect(reply.body).toMatchObject({
      answeredBy: 'openai',
      response: expect.stringMatching(/^After retries\./),
    });
  });

  it('falls back to the offline guide when the server keeps failing', async () => {
    mock.script([], { kind: 'status', status: 500 });
    const reply = await app.http
      .post('/api/chat')
      .send({ sessionId: sessionId(), message: 'When should I claim Social Security at 62 or 70?' })
      .expect(200);
    expect(mock.requests).toHaveLength(3); // the first try and two retries
    expect(reply.body.answeredBy).toBe('offline');
    // The same card the offline guide would give, with its sources.
    expect(reply.body.response).toMatch(/^There is no single best age/);
    expect(reply.body.sources.length).toBeGreaterThan(0);
  });

  it('does not retry a 400, and falls back', async () => {
    mock.script([{ kind: 'status', status: 400 }]);
    const reply = await app.http
      .post('/api/chat')
      .send({ sessionId: sessionId(), message: 'What is Medicare open enrollment?' })
      .expect(200);
    expect(mock.requests).toHaveLength(1);
    expect(reply.body.answeredBy).toBe('offline');
  });

  it('falls back when the server is too slow', async () => {
    mock.script([], { kind: 'slow', delayMs: 1500, text: 'Too late.' });
    const started = Date.now();
    const reply = await app.http
      .post('/api/chat')
      .send({ sessionId: sessionId(), message: 'What is Medicare open enrollment?' })
      .expect(200);
    expect(reply.body.answeredBy).toBe('offline');
    expect(reply.body.response).not.toContain('Too late');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('streams the model’s tokens as Server-Sent Events and stores the result', async () => {
    mock.script([
      { kind: 'answer', text: 'Claiming at 62 reduces the benefit; waiting to 70 raises it.' },
    ]);
    const response = await readStream(app.http, {
      sessionId: sessionId(),
      message: 'When should I claim Social Security?',
      conversationCount: 0,
    });
    const events = parseSse(response.body as string);
    expect(mock.requests[0]!.body.stream).toBe(true);
    const tokens = events
      .filter((e) => e.event === 'token')
      .map((e) => (e.data as { token: string }).token);
    expect(tokens.slice(0, 3)).toEqual(['Claiming ', 'at ', '62 ']);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const data = done.data as {
      response: string;
      answeredBy: string;
      conversationCount: number;
      message: { content: string };
    };
    expect(data).toMatchObject({ answeredBy: 'openai', conversationCount: 1 });
    expect(tokens.join('')).toBe(data.response);
    expect(data.message.content).toBe(data.response);
  });

  // Issue 25 item 12: an approved upload's links reached the model in its passages, and the model's
  // answer was shown as written, so the planted address became a live link. Only the sources cited
  // beside the answer stay clickable now, whole or streamed.
  it('shows an uploaded document’s link and an image in a model answer as text, keeping a cited source’s link', async () => {
    const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const upload = await app.http
      .post('/api/upload')
      .set(admin)
      .send({
        filename: 'Lindenhof choir.txt',
        content:
          'The Lindenhof senior choir rehearses on Tuesdays in the Lindenhof parish hall. Sign up for ' +
          'the Lindenhof choir at [Lindenhof choir sign-up](https://ssa-help.top/claim) or ' +
          '<https://ssa-help.top/fast>.',
        mimeType: 'text/plain',
      })
      .expect(201);
    await app.http
      .patch(`/api/knowledge/documents/${upload.body.documentId as string}`)
      .set(admin)
      .send({ status: 'approved' })
      .expect(200);
    const live = /(^|[^\\])(\]\(|<|!\[)https:\/\/ssa-help/;
    const ask = async (message: string, answer: string) => {
      mock.script([{ kind: 'answer', text: answer }]);
      const whole = await app.http
        .post('/api/chat')
        .send({ sessionId: sessionId(), message })
        .expect(200);
      const prompt = JSON.stringify(mock.requests[0]!.body.messages);
      mock.script([{ kind: 'answer', text: answer }]);
      const events = parseSse(
        (await readStream(app.http, { sessionId: sessionId(), message })).body as string,
      );
      const tokens = events
        .filter((e) => e.event === 'token')
        .map((e) => (e.data as { token: string }).token);
      const done = events.at(-1)!.data as { response: string; answeredBy: string };
      expect(tokens.join('')).toBe(done.response);
      // The mock sends '[Lindenhof ', 'choir ' and 'sign-up](https://…) ' apart: never a raw half.
      expect(tokens.some((token) => /(^|[^\\])\[Lindenhof/.test(token))).toBe(false);
      for (const reply of [whole.body, done]) expect(reply.answeredBy).toBe('openai');
      return {
        prompt,
        sources: whole.body.sources as { url: string | null }[],
        responses: [whole.body.response as string, done.response],
      };
    };
    const planted =
      'Sign up at [Lindenhof choir sign-up](https://ssa-help.top/claim) or <https://ssa-help.top/fast>. ' +
      '![Lindenhof choir](https://ssa-help.top/choir.png)';

    // Only the upload answers this: the model sees its passage, links and all, and repeats them.
    const choir = await ask(
      'When does the Lindenhof choir rehearse?',
      `On Tuesdays in the parish hall. ${planted} See also [SSA](https://www.ssa.gov/retirement).`,
    );
    expect(choir.prompt).toContain('https://ssa-help.top/claim');
    expect(choir.sources.every((source) => source.url === null)).toBe(true);
    for (const response of choir.responses) {
      expect(response).not.toMatch(live);
      expect(response).not.toContain('![');
      expect(response).toContain('Lindenhof choir sign-up (https://ssa-help.top/claim)');
      expect(response).toContain('\\<https://ssa-help.top/fast>');
      expect(response).toContain('Lindenhof choir (https://ssa-help.top/choir.png)');
      // Cited by nothing here, so even an official-looking address is text.
      expect(response).toContain('SSA (https://www.ssa.gov/retirement)');
    }

    // A curated card answers this and cites SSA: that link stays, the planted ones do not.
    const claim = await ask(
      'Can I claim Social Security online?',
      `Yes: apply on [SSA's retirement page](https://www.ssa.gov/retirement). ${planted}`,
    );
    expect(claim.sources.map((source) => source.url)).toContain('https://www.ssa.gov/retirement');
    for (const response of claim.responses) {
      expect(response).not.toMatch(live);
      expect(response).not.toContain('![');
      expect(response).toContain(
        "Yes: apply on [SSA's retirement page](https://www.ssa.gov/retirement).",
      );
      expect(response).toContain('Lindenhof choir sign-up (https://ssa-help.top/claim)');
    }
  });

  it('falls back mid-stream: a reset event, then the offline answer', async () => {
    mock.script([{ kind: 'stall-mid-stream', first: 'Half an answer and then' }]);
    const response = await readStream(app.http, {
      sessionId: sessionId(),
      message: 'When should I claim Social Security at 62 or 70?',
    });
    const events = parseSse(response.body as string);
    const reset = events.findIndex((e) => e.event === 'reset');
    expect(reset).toBeGreaterThan(0);
    const after = events
      .slice(reset + 1)
      .filter((e) => e.event === 'token')
      .map((e) => (e.data as { token: string }).token)
      .join('');
    const done = events.at(-1)!.data as { response: string; answeredBy: string };
    expect(done.answeredBy).toBe('offline');
    expect(after).toBe(done.response);
    expect(done.response).not.toContain('Half an answer');
  });

  it('falls back before the first token when streaming fails', async () => {
    mock.script([], { kind: 'status', status: 502 });
    const response = await readStream(app.http, {
      sessionId: sessionId(),
      message: 'What is a 401(k)?',
    });
    const events = parseSse(response.body as string);
    expect(events.some((e) => e.event === 'reset')).toBe(false);
    expect((events.at(-1)!.data as { answeredBy: string }).answeredBy).toBe('offline');
  });

  it('lets the model call the US calculator as a tool and cites SSA with the calculator’s figures', async () => {
    mock.script([
      {
        kind: 'tool-call',
        name: 'analyze_us_social_security',
        arguments: JSON.stringify({ pia: 1000, birthYear: 1962, claimAge: 62 }),
      },
      { kind: 'answer', text: 'At 62 you would receive $700.00 a month; at 70, $1,240.00.' },
    ]);
    const reply = await app.http
      .post('/api/chat')
      // Worded so the offline reading finds no numbers: the model reads them and calls the tool.
      .send({
        sessionId: sessionId(),
        message:
          "I'm a '62 baby and my benefit would be one thousand a month. Should I claim early?",
      })
      .expect(200);
    const [first, second] = mock.requests;
    expect(first!.body.tools!.map((tool) => tool.function.name)).toEqual([
      'analyze_us_social_security',
      'analyze_german_pension',
    ]);
    const toolMessage = second!.body.messages.at(-1)!;
    expect(toolMessage.role).toBe('tool');
    expect(toolMessage.tool_call_id).toBe(second!.body.messages.at(-2)!.tool_calls![0]!.id);
    const result = JSON.parse(toolMessage.content!) as { answer: string };
    expect(result.answer).toMatch(/at 62: \$700\.00 a month/);
    expect(result.answer).toMatch(/at 70: \$1,240\.00 a month/);
    expect(reply.body.answeredBy).toBe('openai');
    expect(reply.body.response).toMatch(/^At 62 you would receive \$700\.00/);
    expect(reply.body.sources.length).toBeGreaterThan(0);
    expect(
      reply.body.sources.every((s: { url: string }) => s.url.startsWith('https://www.ssa.gov/')),
    ).toBe(true);
    expect(reply.body.disclaimer.category).toBe('pension-pathfinder');
  });

  it('streams a tool call that arrives in pieces, then the model’s answer, in German', async () => {
    mock.script([
      {
        kind: 'tool-call',
        name: 'analyze_german_pension',
        arguments: JSON.stringify({ entgeltpunkte: 40, birthYear: 1964, startAge: 67 }),
      },
      { kind: 'answer', text: 'Mit 67 erhalten Sie etwa 1.700,80 € brutto.' },
    ]);
    const response = await readStream(app.http, {
      sessionId: sessionId(),
      // No numbers the offline guide could work out itself (it reads "vierzig Punkte" now): the
      // model asks the calculator with what it understood.
      message: 'Rechnen Sie bitte meine Rente für mich aus, mit den Punkten aus meinem Bescheid.',
      language: 'de',
    });
    const toolMessage = mock.requests[1]!.body.messages.at(-1)!;
    expect(JSON.parse(toolMessage.content!).answer).toContain('40 × 1 × 1 × 42,52 € = 1.700,80 €');
    expect(mock.requests[0]!.body.stream_options).toEqual({ include_usage: true });
    const done = parseSse(response.body as string).at(-1)!.data as {
      response: string;
      answeredBy: string;
      sources: { url: string }[];
    };
    expect(done.answeredBy).toBe('openai');
    expect(done.response).toMatch(/^Mit 67 erhalten Sie etwa 1\.700,80 € brutto\./);
    expect(done.sources.some((s) => s.url.includes('gesetze-im-internet.de'))).toBe(true);
  });

  it('gives a refused tool call back to the model as an error it can answer from', async () => {
    mock.script([
      {
        kind: 'tool-call',
        name: 'analyze_us_social_security',
        arguments: JSON.stringify({ pia: -5, birthYear: 1962 }),
      },
      { kind: 'answer', text: 'Could you check your PIA? It cannot be negative.' },
    ]);
    const reply = await app.http
      .post('/api/chat')
      .send({ sessionId: sessionId(), message: 'My PIA is minus 5.' })
      .expect(200);
    const toolMessage = mock.requests[1]!.body.messages.at(-1)!;
    expect(JSON.parse(toolMessage.content!).error).toMatch(/pia/);
    expect(reply.body.answeredBy).toBe('openai');
    // The refused calculator is not cited; the answer keeps the sources of what grounded it.
    expect(
      reply.body.sources.some((s: { url: string }) => s.url.includes('oact/quickcalc/earlyretire')),
    ).toBe(false);
  });

  it('stops asking the model once a conversation has used its token cap, and says so', async () => {
    const id = sessionId();
    mock.script([
      { kind: 'answer', text: 'First answer.', tokens: 600 },
      { kind: 'answer', text: 'Second answer.', tokens: 600 },
    ]);
    const first = await app.http
      .post('/api/chat')
      .send({ sessionId: id, message: 'What is Medicare Part B?' })
      .expect(200);
    const cookie = ownerCookieOf(first);
    const ask = () =>
      app.http
        .post('/api/chat')
        .set('Cookie', cookie)
        .send({ sessionId: id, message: 'What is Medicare Part B?' })
        .expect(200);
    expect((await ask()).body.answeredBy).toBe('openai');
    expect(mock.requests).toHaveLength(2);
    // 1,200 of 1,000 tokens used: the knowledge base answers and the model is not called.
    const capped = await ask();
    expect(mock.requests).toHaveLength(2);
    expect(capped.body.answeredBy).toBe('offline');
    expect(capped.body.response).toMatch(/^This conversation has used its share of the AI guide/);
    // Another conversation still reaches the model.
    const other = await app.http
      .post('/api/chat')
      .send({ sessionId: sessionId(), message: 'What is Medicare Part B?' })
      .expect(200);
    expect(other.body.answeredBy).toBe('openai');
  });
});
