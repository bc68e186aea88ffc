import { loadConfig } from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The footer's Impressum, contact and privacy pages read who runs the installation from here.
describe.each(testDatabases())('site info on $name', (factory) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await factory.create();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('says nothing is filled in when the operator has set nothing', async () => {
    const app = await startTestApp(database);
    apps.push(app);
    const answer = await app.http.get('/api/site-info').expect(200);
    expect(answer.body).toEqual({
      operator: {
        name: null,
        address: [],
        email: null,
        phone: null,
        representative: null,
        registerEntry: null,
        vatId: null,
      },
      languageModel: false,
    });
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
  });

  it('serves the operator’s details from the SITE_* settings, and whether a language model is used', async () => {
    const configured = loadConfig({
      SITE_OPERATOR_NAME: 'Rheinland Nachbarschaft gGmbH',
      SITE_OPERATOR_ADDRESS: 'Musterstraße 1 | 50667 Köln | Deutschland',
      SITE_CONTACT_EMAIL: 'kontakt@example.org',
      SITE_CONTACT_PHONE: '+49 221 123456',
      SITE_OPERATOR_REPRESENTATIVE: 'Erika Mustermann (Geschäftsführerin)',
      SITE_REGISTER_ENTRY: 'Amtsgericht Köln, HRB 12345',
      SITE_VAT_ID: 'DE123456789',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    const app = await startTestApp(database, {
      siteOperator: configured.siteOperator,
      openai: configured.openai,
    });
    apps.push(app);
    const answer = await app.http.get('/api/site-info').expect(200);
    expect(answer.body).toEqual({
      operator: {
        name: 'Rheinland Nachbarschaft gGmbH',
        address: ['Musterstraße 1', '50667 Köln', 'Deutschland'],
        email: 'kontakt@example.org',
        phone: '+49 221 123456',
        representative: 'Erika Mustermann (Geschäftsführerin)',
        registerEntry: 'Amtsgericht Köln, HRB 12345',
        vatId: 'DE123456789',
      },
      languageModel: true,
    });
  });
});
