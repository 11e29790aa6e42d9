import { customerPlace, type Customer } from 'shared-contracts/business/customers';

/** "Home services · Ortiz Plumbing · Chicago, IL": who a case study is about, from the customer's record. */
export function CustomerLine({ customer }: { customer: Customer }) {
  return (
    <p data-customer={customer.company}>
      <strong>{customer.industry}</strong> · {customer.company} · {customerPlace(customer)}
    </p>
  );
}
