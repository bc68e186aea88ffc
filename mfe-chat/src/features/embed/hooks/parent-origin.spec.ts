import { resolveParentOrigin } from './parent-origin';

describe('resolveParentOrigin', () => {
  it('prefers the parentOrigin parameter, reduced to its origin', () => {
    expect(
      resolveParentOrigin(
        '?parentOrigin=https%3A%2F%2Fshop.example%2Fpage',
        'https://other.example/',
      ),
    ).toBe('https://shop.example');
  });

  it('falls back to the referrer’s origin', () => {
    expect(resolveParentOrigin('?lang=de', 'http://127.0.0.1:4000/embed-host.html?x=1')).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('gives nothing when neither is known or valid', () => {
    expect(resolveParentOrigin('', '')).toBeUndefined();
    expect(resolveParentOrigin('?parentOrigin=*', '')).toBeUndefined();
    expect(resolveParentOrigin('?parentOrigin=javascript:alert(1)', '')).toBeUndefined();
  });
});
