import { ConfigError, loadConfig } from '../config/app-config.js';

describe('the operator’s details in the configuration (SITE_*)', () => {
  it('leaves every detail empty when nothing is set', () => {
    expect(loadConfig({}).siteOperator).toEqual({
      name: null,
      address: [],
      email: null,
      phone: null,
      representative: null,
      registerEntry: null,
      vatId: null,
    });
  });

  it('reads the address as lines, split by "|" or new lines', () => {
    expect(
      loadConfig({ SITE_OPERATOR_ADDRESS: 'Musterstraße 1\n50667 Köln|  Deutschland  ' })
        .siteOperator.address,
    ).toEqual(['Musterstraße 1', '50667 Köln', 'Deutschland']);
  });

  it.each([
    ['SITE_CONTACT_EMAIL', 'not an address'],
    ['SITE_CONTACT_EMAIL', 'a@b'],
    ['SITE_CONTACT_PHONE', 'call me maybe'],
    ['SITE_CONTACT_PHONE', '+1 2'],
    ['SITE_OPERATOR_NAME', 'x'.repeat(201)],
    ['SITE_OPERATOR_NAME', 'Evil \u202e Corp'],
    ['SITE_VAT_ID', 'DE\t123'],
    ['SITE_OPERATOR_ADDRESS', '1|2|3|4|5|6|7'],
  ])('stops the start naming %s when it is %j', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(variable);
  });
});
