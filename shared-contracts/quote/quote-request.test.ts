import { quoteFieldErrors, quoteRequestSchema } from './quote-request';

const valid = { name: 'Dana Ortiz', email: 'dana@ortizplumbing.com', phone: '(773) 555-0101', vehicleType: 'Cargo or sprinter van', message: 'Two vans, full wrap.' };

describe('the shared quote schema', () => {
  it('accepts a complete request and one with only the required fields', () => {
    expect(quoteRequestSchema.safeParse(valid).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ name: 'Dana', email: 'd@x.io', message: 'Hi', phone: '', vehicleType: '' }).success).toBe(true);
  });

  it('gives the spec messages for a bad e-mail and a short phone number', () => {
    expect(quoteFieldErrors({ ...valid, email: 'dana@ortiz' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(quoteFieldErrors({ ...valid, email: 'dana ortiz@x.com' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(quoteFieldErrors({ ...valid, phone: '773-555-01' })).toEqual({ phone: 'Please enter a valid phone number (at least 10 digits).' });
    expect(quoteFieldErrors({ ...valid, phone: '+1 (773) 555-0101' })).toEqual({});
  });

  it('requires name, e-mail and message', () => {
    expect(quoteFieldErrors({ phone: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please tell us about your project.',
    });
    expect(quoteFieldErrors({ ...valid, name: '   ', message: '\n' })).toEqual({ name: 'Please enter your name.', message: 'Please tell us about your project.' });
  });

  it('refuses line breaks and NUL in single-line fields but allows line breaks in the message', () => {
    expect(quoteFieldErrors({ ...valid, name: 'Dana\r\nBcc: x@y.z' })).toEqual({ name: 'Name must fit on one line.' });
    expect(quoteFieldErrors({ ...valid, email: 'dana@x.com\n' }).email).toBe('Email must fit on one line.');
    expect(quoteFieldErrors({ ...valid, message: 'Line one\nLine two' })).toEqual({});
    expect(quoteFieldErrors({ ...valid, message: 'bad\0byte' })).toEqual({ message: 'Message contains a character we cannot accept.' });
  });

  it('bounds every field, takes vehicle types from the list only, and refuses unknown keys', () => {
    expect(quoteFieldErrors({ ...valid, name: 'x'.repeat(101) })).toEqual({ name: 'Name must be at most 100 characters.' });
    expect(quoteFieldErrors({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: 'Message must be at most 5000 characters.' });
    expect(quoteFieldErrors({ ...valid, vehicleType: 'Tank' })).toEqual({ vehicleType: 'Please choose a vehicle type from the list.' });
    expect(quoteFieldErrors({ ...valid, cc: 'someone@else.com' })).toEqual({ body: 'Unknown field: cc.' });
    expect(quoteFieldErrors(['not', 'an', 'object'])).toEqual({ body: 'The request must be a JSON object.' });
    expect(quoteFieldErrors({ ...valid, name: 42 })).toEqual({ name: 'Name must be text.' });
  });
});
