import { contactProblems, EMPTY_CONTACT_FORM, toContact } from './contact-form';

describe('the contact given at acceptance', () => {
  it('asks for a first name and a contact before sending', () => {
    expect(contactProblems(EMPTY_CONTACT_FORM)).toEqual(['firstNameMissing', 'valueMissing']);
    expect(contactProblems({ firstName: '  ', kind: 'email', value: 'a@b.de' })).toEqual([
      'firstNameMissing',
    ]);
    expect(contactProblems({ firstName: 'Berta', kind: 'phone', value: '030 123456' })).toEqual([]);
  });

  it('names what is wrong with a first name by the API’s own rule', () => {
    const named = (firstName: string) => contactProblems({ firstName, kind: 'phone', value: '1' });
    expect(named('Hans-Peter')).toEqual([]);
    expect(named('Kundenservice')).toEqual(['firstNameNotOwn']);
    expect(named('Ｐａｙｐａｌ')).toEqual(['firstNameNotOwn']);
    expect(named('Аnna')).toEqual(['firstNameMixedAlphabets']);
    expect(named('Anna Maria Luise')).toEqual(['firstNameNotAName']);
  });

  it('sends trimmed values and the chosen kind', () => {
    expect(toContact({ firstName: ' Berta ', kind: 'phone', value: ' 030 123456 ' })).toEqual({
      firstName: 'Berta',
      kind: 'phone',
      value: '030 123456',
    });
  });
});
