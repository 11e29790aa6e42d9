import { useId } from 'react';
import styled, { css } from 'styled-components';

import { Price } from 'shared-contracts/ui/Price';
import { media } from 'shared-contracts/ui/theme';

import { DEFAULT_PLAN, insurancePlans, planFeatures } from './insurance-plans';

/**
 * Exactly one plan is selected; choosing a card selects it. A native radio group drawn as cards, so
 * it answers the first tap before any script and reads as one choice.
 */
export function PlanCards() {
  const id = useId();
  return (
    <Group role="radiogroup" aria-label="Wrap insurance plans">
      {insurancePlans.map((plan) => {
        const inputId = `${id}-${plan.id}`;
        return (
          <PlanCard key={plan.id} data-plan={plan.id}>
            <input type="radio" id={inputId} name="plan" value={plan.id} defaultChecked={plan.id === DEFAULT_PLAN} />
            <Badge aria-hidden="true">
              <span className="when-selected">Selected</span>
              <span className="when-not-selected">Choose plan</span>
            </Badge>
            <h3>
              <label htmlFor={inputId}>{plan.name}</label>
            </h3>
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

export function ChosenPlan() {
  return (
    <p>
      {insurancePlans.map((plan) => (
        <span key={plan.id} data-plan-summary={plan.id}>
          <strong>{plan.name}</strong> selected: {plan.monthlyPrice} per month per vehicle.
        </span>
      ))}
    </p>
  );
}

const Group = styled.div`
  display: grid;
  gap: 20px;
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: stretch;
  }
`;

const selectedCard = css`
  background: var(--color-night);
  color: var(--color-on-dark);
  border-color: var(--color-brand);
`;

/** The card's title is its radio's label, stretched over the whole card so any tap on it chooses. */
const PlanCard = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 28px 24px;
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-ink);
  border: 2px solid var(--color-line);
  box-shadow: var(--shadow-card);
  transition:
    transform 0.15s ease,
    border-color 0.15s ease;
  cursor: pointer;
  &:hover {
    border-color: var(--color-brand);
  }
  &:has(:checked) {
    ${selectedCard}
  }
  &:has(:focus-visible) {
    outline: 3px solid var(--color-focus);
    outline-offset: 3px;
  }
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
    margin: 0;
  }
  h3 {
    margin: 0;
    font-size: 1.5rem;
  }
  label {
    cursor: pointer;
  }
  /* Above the card's faded text, which paints as a layer of its own (opacity). */
  label::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: inherit;
  }
  dl {
    margin: 8px 0 0;
    display: grid;
    gap: 8px;
  }
  dt {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    opacity: 0.7;
  }
  dd {
    margin: 0 0 4px;
    font-weight: 600;
  }
  dd small {
    display: block;
    font-size: 0.85rem;
    font-weight: 400;
    opacity: 0.8;
  }
`;

const PlanPrice = styled(Price)`
  strong {
    font-size: 2.2rem;
    font-weight: 800;
    color: inherit;
  }
  .price-note {
    font-size: 0.95rem;
    color: inherit;
    opacity: 0.75;
  }
`;

/** Says "Selected" on the checked card and "Choose plan" on the others: the browser picks, by CSS. */
const Badge = styled.span`
  align-self: flex-start;
  padding: 4px 12px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 800;
  background: var(--color-surface-alt);
  color: var(--color-ink-soft);
  .when-selected {
    display: none;
  }
  ${PlanCard}:has(:checked) & {
    background: var(--color-brand);
    color: var(--color-brand-ink);
    .when-selected {
      display: inline;
    }
    .when-not-selected {
      display: none;
    }
  }
`;

/** The line under the cards naming the chosen plan: one per plan, the checked card's one shown. */
export const PlanChoiceArea = styled.div`
  [data-plan-summary] {
    display: none;
  }
  ${insurancePlans.map((plan) => `&:has(input[value='${plan.id}']:checked) [data-plan-summary='${plan.id}'] { display: inline; }`).join('\n')}
`;
