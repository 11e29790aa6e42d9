import { Panel } from 'shared-contracts/ui/cards';
import { TextField } from 'shared-contracts/ui/form-fields';

import type { CheckoutErrors, CheckoutField, CheckoutForm } from './checkout-form';
import { Fields } from './ContactFields.styles';

export const fieldSpecs: {
  field: CheckoutField;
  label: string;
  type?: string;
  autoComplete: string;
  wide?: boolean;
}[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { field: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code' },
];

interface ContactFieldsProps {
  form: CheckoutForm;
  errors: CheckoutErrors;
  edit: (field: CheckoutField, value: string) => void;
}

/** The contact and shipping fields; the country is fixed (the shop ships within the US only). */
export function ContactFields({ form, errors, edit }: ContactFieldsProps) {
  return (
    <Panel>
      <h2>Contact and shipping</h2>
      <Fields>
        {fieldSpecs.map(({ field, label, type, autoComplete, wide }) => (
          <div key={field} className={wide ? 'wide' : undefined}>
            <TextField
              size="compact"
              label={label}
              name={field}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              value={form[field]}
              error={errors[field]}
              onChange={(e) => edit(field, e.target.value)}
            />
          </div>
        ))}
        <TextField size="compact" label="Country" name="country" value={form.country} disabled />
      </Fields>
    </Panel>
  );
}
