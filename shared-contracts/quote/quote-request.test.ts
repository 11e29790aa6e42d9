import { isEmailAddress, quoteFieldErrors, quoteRequestSchema } from './quote-request';

const valid = {
  name: 'Dana Ortiz',
  email: 'dana@ortizplumbing.com',
  phone: '(773) 555-0101',
  vehicleType: 'Cargo or sprinter van',
  message: 'Two vans, full wrap.',
};

describe('the shared quote schema', () => {
  it('accepts a complete request and one with only the required fields', () => {
    expect(quoteRequestSchema.safeParse(valid).success).toBe(true);
    expect(
      quoteRequestSchema.safeParse({ name: 'Dana', email: 'd@x.io', message: 'Hi', phone: '', vehicleType: '' })
        .success,
    ).toBe(true);
  });

  it('gives the spec messages for a bad e-mail and a short phone number', () => {
    expect(quoteFieldErrors({ ...valid, email: 'dana@ortiz' })).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(quoteFieldErrors({ ...valid, email: 'dana ortiz@x.com' })).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(quoteFieldErrors({ ...valid, phone: '773-555-01' })).toEqual({
      phone: 'Please enter a valid phone number (at least 10 digits).',
    });
    expect(quoteFieldErrors({ ...valid, phone: '+1 (773) 555-0101' })).toEqual({});
  });

  it('requires name, e-mail and message', () => {
    expect(quoteFieldErrors({ phone: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please tell us about your project.',
    });
    expect(quoteFieldErrors({ ...valid, name: '   ', message: '\n' })).toEqual({
      name: 'Please enter your name.',
      message: 'Please tell us about your project.',
    });
  });

  it('refuses line breaks and NUL in single-line fields but allows line breaks in the message', () => {
    expect(quoteFieldErrors({ ...valid, name: 'Dana\r\nBcc: x@y.z' })).toEqual({ name: 'Name must fit on one line.' });
    expect(quoteFieldErrors({ ...valid, email: 'dana@x.com\n' }).email).toBe('Email must fit on one line.');
    expect(quoteFieldErrors({ ...valid, message: 'Line one\nLine two' })).toEqual({});
    expect(quoteFieldErrors({ ...valid, message: 'bad\0byte' })).toEqual({
      message: 'Message contains a character we cannot accept.',
    });
  });

  it('bounds every field, takes vehicle types from the list only, and refuses unknown keys', () => {
    expect(quoteFieldErrors({ ...valid, name: 'x'.repeat(101) })).toEqual({
      name: 'Name must be at most 100 characters.',
    });
    expect(quoteFieldErrors({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5000 characters.',
    });
    expect(quoteFieldErrors({ ...valid, vehicleType: 'Tank' })).toEqual({
      vehicleType: 'Please choose a vehicle type from the list.',
    });
    expect(quoteFieldErrors({ ...valid, cc: 'someone@else.com' })).toEqual({ body: 'Unknown field: cc.' });
    expect(quoteFieldErrors(['not', 'an', 'object'])).toEqual({ body: 'The request must be a JSON object.' });
    expect(quoteFieldErrors({ ...valid, name: 42 })).toEqual({ name: 'Name must be text.' });
  });

  it('takes exactly one plain address as the e-mail, with no display name, list or quoted part', () => {
    for (const address of [
      'dana@ortizplumbing.com',
      'dana.ortiz+quotes@mail.ortiz-plumbing.co',
      "o'neill@example.ie",
      'josé@café.example',
    ]) {
      expect(isEmailAddress(address), address).toBe(true);
    }
    const refused = [
      'attacker@evil.test,victim@example.com',
      'attacker@evil.test,victim',
      'dana@example.com;bcc@evil.test',
      'Dana <dana@example.com>',
      '<dana@example.com>',
      '"dana ortiz"@example.com',
      '"dana"@example.com',
      'dana(comment)@example.com',
      'dana@[192.0.2.1]',
      'dana@192.0.2.1',
      'dana@example',
      'dana@@example.com',
      '@example.com',
      'dana.@example.com',
      '.dana@example.com',
      'da..na@example.com',
      'dana@-example.com',
      'dana@example..com',
      `${'d'.repeat(65)}@example.com`,
    ];
    for (const address of refused) {
      expect(isEmailAddress(address), address).toBe(false);
      expect(quoteFieldErrors({ ...valid, email: address }), address).toEqual({
        email: 'Please enter a valid email address.',
      });
    }
    expect(quoteFieldErrors({ ...valid, email: ' dana@ortizplumbing.com ' })).toEqual({});
  });

  it('refuses control characters, Unicode line breaks and bidi controls in one-line fields', () => {
    const lineBreaks = { NEL: '\u0085', 'line separator': '\u2028', 'paragraph separator': '\u2029' };
    for (const [what, character] of Object.entries(lineBreaks)) {
      expect(quoteFieldErrors({ ...valid, name: `Dana${character}Subject: paid` }), what).toEqual({
        name: 'Name must fit on one line.',
      });
    }
    const refused = {
      tab: '\t',
      escape: '\u001b',
      delete: '\u007f',
      'C1 control': '\u009b',
      'right-to-left override': '\u202e',
      'left-to-right embedding': '\u202a',
      'first strong isolate': '\u2068',
      'right-to-left mark': '\u200f',
      'Arabic letter mark': '\u061c',
    };
    for (const [what, character] of Object.entries(refused)) {
      expect(quoteFieldErrors({ ...valid, name: `Dana${character}Ortiz` }), what).toEqual({
        name: 'Name contains a character we cannot accept.',
      });
      expect(quoteFieldErrors({ ...valid, phone: `773 555 0101${character}` }), what).toEqual({
        phone: 'Phone contains a character we cannot accept.',
      });
    }
    expect(quoteFieldErrors({ ...valid, email: 'dana@ortiz\u202eplumbing.com' }).email).toBe(
      'Email contains a character we cannot accept.',
    );
    expect(quoteFieldErrors({ ...valid, name: 'Zoë Ångström-Nakamura 中村' })).toEqual({});
  });

  it('lets the message keep tabs and line breaks but not other control characters', () => {
    expect(quoteFieldErrors({ ...valid, message: 'Sizes:\r\n\tcab 12 ft\u2028box 16 ft' })).toEqual({});
    for (const character of ['\u0000', '\u0007', '\u001b', '\u0085']) {
      expect(quoteFieldErrors({ ...valid, message: `Two vans${character}` })).toEqual({
        message: 'Message contains a character we cannot accept.',
      });
    }
  });

  it('refuses a lone surrogate in any field, and keeps characters made of a surrogate pair', () => {
    expect(quoteFieldErrors({ ...valid, message: 'Wrap it \ud83d' })).toEqual({
      message: 'Message contains a character we cannot accept.',
    });
    expect(quoteFieldErrors({ ...valid, name: '\udc00Dana' })).toEqual({
      name: 'Name contains a character we cannot accept.',
    });
    expect(quoteFieldErrors({ ...valid, website: '\ud800' })).toEqual({
      website: 'Website contains a character we cannot accept.',
    });
    expect(quoteFieldErrors({ ...valid, formToken: 'abc\udfff' })).toEqual({
      formToken: 'Form token contains a character we cannot accept.',
    });
    expect(quoteFieldErrors({ ...valid, message: 'Matte black 🚐 please' })).toEqual({});
  });
});
