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

export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [field, message] of Object.entries(requiredFieldMessages) as [CheckoutField, string][]) {
    if (form[field].trim() === '') errors[field] = message;
  }
  return errors;
}

/** Editing a field clears its own error and no other. */
export function clearFieldError(errors: CheckoutErrors, field: CheckoutField): CheckoutErrors {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
