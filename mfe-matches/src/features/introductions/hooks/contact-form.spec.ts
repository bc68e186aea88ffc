import { contactProblems, EMPTY_CONTACT_FORM, toContact } from './contact-form';

describe('the contact given at acceptance', () => {
  it('asks for a first name and a contact before sending', () => {
    expect(contactProblems(EMPTY_CONTACT_FORM)).toEqual(['firstNameMissing', 'valueMissing']);
    expect(contactProblems({ firstName: '  ', kind: 'email', value: 'a@b.de' })).toEqual([
      'firstNameMissing',
    ]);
    expect(contactProblems({ firstName: 'Berta', kind: 'phone', value: '030 123456' })).toEqual([]);
  });

  it('sends trimmed values and the chosen kind', () => {
    expect(toContact({ firstName: ' Berta ', kind: 'phone', value: ' 030 123456 ' })).toEqual({
      firstName: 'Berta',
      kind: 'phone',
      value: '030 123456',
    });
  });
});
