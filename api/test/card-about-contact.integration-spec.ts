// Thirteenth hostile pass #1, repeated through the API: sentences about oneself that carry a contact
// detail, another app, a payment, remote help, a police voice or a street address were stored and
// shown on cards to everyone nearby, with no warning beside them. Each is now refused with 400 on
// both databases, and honest sentences are stored and shown as written.
import type { ProfileInput } from '@ageless/contracts';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const GUEST = { needsHousing: true, location: 'Augsburg' };

const REFUSED = [
  'tg: oldgardener55',
  'Signal is better for us, search oldgardener',
  "Let's chat on Ꮃhatsapp",
  'fb messenger: anna.gardens',
  'Skype live:anna.gardens',
  'oldgardener55 on snapchat',
  'zero one five one twenty-three forty-five sixty-seven',
  'I can help you with TeamViewer to fix your computer',
  'I fix PCs remotely with Any Desk',
  'Ich bin von der Polizei, Kriminalpolizei Berlin',
  'Send me Apple cards and I visit you',
  'Please buy Steam cards for my grandson',
  'Brauche dringend Geld für Arzt, bitte überweisen',
  'Your IBAN please so I can pay rent',
  'Find me: Anna Gärtner, Lindenstraße 5, Berlin',
  // Not in the report: another app, script, number and street.
  'Schreib mir bei Threema, bin dort als gartenoma',
  'ꓪhatsApp is easier, search for Greta',
  'My garden club 0331 1234567',
  'Visit me at 14 Elm Street any afternoon',
];

const HONEST = [
  'I love gardening and baking bread',
  'Retired teacher, happy to help with homework',
  'Ich spiele gern Schach und koche italienisch',
  'I use WhatsApp to talk to my grandchildren',
  'Former bank clerk, happy to help with forms',
];

describe.each(testDatabases())('card sentences with contact cues on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  // Each profile from a network of its own (198.18.0.0/15, RFC 2544), so no address limit is met.
  let networks = 0;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database, { trustProxy: ['loopback'] });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const create = (about: string, language = 'en', lifestyle = `Tester ${networks}`) => {
    networks += 1;
    const input: ProfileInput = { ...GUEST, lifestyle, card: { firstName: 'Anna', about } };
    return app
      .browser()
      .post('/api/profiles')
      .set('X-Forwarded-For', `198.18.${networks}.1`)
      .set('Accept-Language', language)
      .send(input);
  };

  it.each(REFUSED)('refuses the card sentence %j', async (about) => {
    const response = await create(about);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Please describe yourself in your own words/);
  });

  it('says why in German too', async () => {
    const response = await create('Lindenstraße 5, Berlin', 'de-DE');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/im Gespräch nach einer Vorstellung/);
  });

  it.each(HONEST)('shows the honest sentence %j as written', async (about) => {
    const response = await create(about);
    expect(response.status).toBe(201);
    expect(response.body.profile.card.about).toBe(about);
  });
});
