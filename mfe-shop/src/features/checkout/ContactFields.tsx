import type { UseFormReturn } from 'react-hook-form';

import { Panel } from 'shared-contracts/ui/cards';
import { TextField } from 'shared-contracts/ui/form-fields';

import type { CheckoutField, CheckoutForm } from './checkout-schema';
import { Fields } from './ContactFields.styles';

const fieldSpecs: { field: CheckoutField; label: string; type?: string; autoComplete: string; wide?: boolean }[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { field: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code' },
];

/** The contact and shipping fields. Editing a field clears its own error and no other (the spec's rule). */
export function ContactFields({ form }: { form: UseFormReturn<CheckoutForm> }) {
  const { errors } = form.formState;
  return (
    <Panel>
      <h2>Contact and shipping</h2>
      <Fields>
        {fieldSpecs.map(({ field, label, type, autoComplete, wide }) => (
          <div key={field} className={wide ? 'wide' : undefined}>
            <TextField
              size="compact"
              label={label}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              error={errors[field]?.message}
              {...form.register(field, { onChange: () => form.clearErrors(field) })}
            />
          </div>
        ))}
        <TextField size="compact" label="Country" name="country" value="US" disabled />
      </Fields>
    </Panel>
  );
}
