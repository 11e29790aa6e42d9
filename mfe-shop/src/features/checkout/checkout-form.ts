export interface CheckoutForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** Fixed: the shop ships within the United States only. */
  country: 'US';
}

export type CheckoutField = Exclude<keyof CheckoutForm, 'country'>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const initialCheckoutForm: CheckoutForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: 'IL',
  zipCode: '',
  country: 'US',
};

/** Every field but the country is required: non-blank after trimming, checked in form order. */
export const requiredFieldMessages: Readonly<Record<CheckoutField, string>> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  phone: 'Phone number is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
};

export const INVALID_FORM_TOAST = 'Please fill in all required fields.';

/**
 * The checkout's one schema: the message of each field the form is missing, in form order; empty
 * when it can be sent. There is no format check on e-mail or phone beyond the browser's own input
 * types (the spec asks for none). Written without a schema library: checkout's scripts start with the
 * page, and its first load is already at its size budget.
 */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [field, message] of Object.entries(requiredFieldMessages) as [CheckoutField, string][]) {
    if (form[field].trim() === '') errors[field] = message;
  }
  return errors;
}
