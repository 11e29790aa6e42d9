import { initialCheckoutForm, validateCheckout, type CheckoutForm } from './checkout-form';

const filled: CheckoutForm = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phone: '(773) 555-0199',
  address: '2200 W Irving Park Rd',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60618',
  country: 'US',
};

describe('checkout validation', () => {
  it('starts with Illinois and the United States', () => {
    expect(initialCheckoutForm.state).toBe('IL');
    expect(initialCheckoutForm.country).toBe('US');
  });

  it('asks for every field of an empty form, with the spec messages', () => {
    expect(validateCheckout({ ...initialCheckoutForm, state: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
    });
  });

  it('treats whitespace as blank', () => {
    expect(validateCheckout({ ...filled, city: '   ', zipCode: '\t' })).toEqual({
      city: 'City is required',
      zipCode: 'ZIP code is required',
    });
  });

  it('accepts a complete form and does not check e-mail or phone formats', () => {
    expect(validateCheckout(filled)).toEqual({});
    expect(validateCheckout({ ...filled, email: 'not-an-email', phone: 'call me' })).toEqual({});
  });
});
