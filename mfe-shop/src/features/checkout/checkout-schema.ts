import { z } from 'zod/mini';

/** Every field but the country is required: non-blank after trimming, checked in form order. */
export const requiredFieldMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  phone: 'Phone number is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
} as const;

export type CheckoutField = keyof typeof requiredFieldMessages;

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/**
 * The checkout form's one schema. There is no format check on e-mail or phone beyond the browser's
 * own input types (the spec asks for none), and the country is fixed: the shop ships within the US only.
 */
export const checkoutSchema = z.object({
  firstName: required(requiredFieldMessages.firstName),
  lastName: required(requiredFieldMessages.lastName),
  email: required(requiredFieldMessages.email),
  phone: required(requiredFieldMessages.phone),
  address: required(requiredFieldMessages.address),
  city: required(requiredFieldMessages.city),
  state: required(requiredFieldMessages.state),
  zipCode: required(requiredFieldMessages.zipCode),
  country: z.literal('US'),
});

export type CheckoutForm = z.input<typeof checkoutSchema>;

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

export const INVALID_FORM_TOAST = 'Please fill in all required fields.';
