import styled from 'styled-components';
import { media } from 'shared-contracts/ui/theme';
import { Price } from 'shared-contracts/ui/Price';
import { insurancePlans, planFeatures, type PlanId } from './insurance-plans';

const Group = styled.div`
  display: grid;
  gap: 20px;
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); align-items: stretch; }
`;

const PlanCard = styled.button<{ $selected: boolean }>`
  font: inherit;
  text-align: left;
  cursor: pointer;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 28px 24px;
  border-radius: var(--radius-lg);
  background: ${({ $selected }) => ($selected ? 'var(--color-night)' : '#fff')};
  color: ${({ $selected }) => ($selected ? '#fff' : 'var(--color-ink)')};
  border: 2px solid ${({ $selected }) => ($selected ? 'var(--color-brand)' : 'var(--color-line)')};
  box-shadow: var(--shadow-card);
  transition: transform 0.15s ease, border-color 0.15s ease;
  &:hover { border-color: var(--color-brand); }
  &:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 3px; }
  h3 { margin: 0; font-size: 1.5rem; }
  dl { margin: 8px 0 0; display: grid; gap: 8px; }
  dt { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.08em; opacity: 0.7; }
  dd { margin: 0 0 4px; font-weight: 600; }
  dd small { display: block; font-size: 0.85rem; font-weight: 400; opacity: 0.8; }
`;

const PlanPrice = styled(Price)`
  strong { font-size: 2.2rem; font-weight: 800; color: inherit; }
  .price-note { font-size: 0.95rem; color: inherit; opacity: 0.75; }
`;

const Badge = styled.span<{ $selected: boolean }>`
  align-self: flex-start;
  padding: 4px 12px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 800;
  background: ${({ $selected }) => ($selected ? 'var(--color-brand)' : 'var(--color-surface-alt)')};
  color: ${({ $selected }) => ($selected ? '#fff' : 'var(--color-ink-soft)')};
`;

/** Exactly one plan is selected; choosing a card selects it (a radio group, so it reads as one choice). */
export function PlanCards({ selected, onSelect }: { selected: PlanId; onSelect: (plan: PlanId) => void }) {
  return (
    <Group role="radiogroup" aria-label="Wrap insurance plans">
      {insurancePlans.map((plan) => {
        const isSelected = plan.id === selected;
        return (
          <PlanCard key={plan.id} type="button" role="radio" aria-checked={isSelected} $selected={isSelected} onClick={() => onSelect(plan.id)}>
            <Badge $selected={isSelected}>{isSelected ? 'Selected' : 'Choose plan'}</Badge>
            <h3>{plan.name}</h3>
            <PlanPrice amount={plan.monthlyPrice} note="per month, per vehicle" />
            <span>{plan.summary}</span>
            <dl>
              {planFeatures.map((feature) => (
                <div key={feature.label}>
                  <dt>{feature.label}</dt>
                  <dd>
                    {feature.value(plan)}
                    {feature.terms && <small>{feature.terms(plan)}</small>}
                  </dd>
                </div>
              ))}
            </dl>
          </PlanCard>
        );
      })}
    </Group>
  );
}
