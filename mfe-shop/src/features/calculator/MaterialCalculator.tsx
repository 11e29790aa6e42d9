import { useState } from 'react';
import styled from 'styled-components';

import { Panel } from 'shared-contracts/ui/cards';
import { SelectField, TextField } from 'shared-contracts/ui/form-fields';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { Band } from 'shared-contracts/ui/Section';
import { Lead } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

import { formatCents } from '../../components/money';
import { useAddToCart } from '../../components/use-add-to-cart';
import { clampCoverage, estimateMaterial, materialCartLine } from './material-calculator';
import {
  DEFAULT_COVERAGE_PERCENT,
  MAX_COVERAGE_PERCENT,
  MIN_COVERAGE_PERCENT,
  vehicleSizes,
  wrapMaterials,
  type VehicleSize,
} from './wrap-materials';

/** Material, vehicle size and coverage give the square footage and the price. */
export function MaterialCalculator() {
  const addToCart = useAddToCart();
  const [materialId, setMaterialId] = useState(wrapMaterials[1]!.id);
  const [sizeId, setSizeId] = useState<VehicleSize['id']>('medium');
  const [coverage, setCoverage] = useState(DEFAULT_COVERAGE_PERCENT);
  const [coverageText, setCoverageText] = useState(String(DEFAULT_COVERAGE_PERCENT));

  const material = wrapMaterials.find((m) => m.id === materialId) ?? wrapMaterials[0]!;
  const size = vehicleSizes.find((s) => s.id === sizeId) ?? vehicleSizes[0]!;
  const estimate = estimateMaterial(material, size, coverage);

  const takeCoverage = (value: number) => {
    const next = clampCoverage(value, coverage);
    setCoverage(next);
    setCoverageText(String(next));
  };

  return (
    <Band $tone="alt" aria-labelledby="material-calculator">
      <Container>
        <h2 className="section-title" id="material-calculator">
          Material calculator
        </h2>
        <Lead>
          Pick a film, your vehicle size and how much of it you are wrapping to see how many square feet to order and
          what it costs. We round up to the whole square foot.
        </Lead>
        <CalculatorPanel>
          <Inputs>
            <SelectField
              size="compact"
              label="Material"
              value={materialId}
              onChange={(e) => setMaterialId(e.target.value)}
              options={wrapMaterials.map((m) => ({
                value: m.id,
                label: `${m.name} (${formatCents(m.pricePerSqFtCents)}/sq ft)`,
              }))}
            />
            <Sizes>
              <legend>Vehicle size</legend>
              <div className="options">
                {vehicleSizes.map((option) => (
                  <label key={option.id}>
                    <input
                      type="radio"
                      name="vehicle-size"
                      value={option.id}
                      checked={sizeId === option.id}
                      onChange={() => setSizeId(option.id)}
                    />
                    <strong>{option.name}</strong>
                    <small>{option.squareFeet} sq ft</small>
                  </label>
                ))}
              </div>
            </Sizes>
            <Coverage>
              <TextField
                size="compact"
                label="Coverage"
                type="range"
                min={MIN_COVERAGE_PERCENT}
                max={MAX_COVERAGE_PERCENT}
                step={5}
                value={coverage}
                aria-valuetext={`${coverage}%`}
                onChange={(e) => takeCoverage(Number(e.target.value))}
              />
              <TextField
                size="compact"
                label="Coverage percent"
                type="number"
                inputMode="numeric"
                min={MIN_COVERAGE_PERCENT}
                max={MAX_COVERAGE_PERCENT}
                value={coverageText}
                onChange={(e) => {
                  setCoverageText(e.target.value);
                  const typed = Number(e.target.value);
                  if (e.target.value !== '' && typed >= MIN_COVERAGE_PERCENT && typed <= MAX_COVERAGE_PERCENT)
                    setCoverage(Math.round(typed));
                }}
                onBlur={() => takeCoverage(coverageText === '' ? coverage : Number(coverageText))}
              />
            </Coverage>
          </Inputs>
          <Result aria-live="polite">
            <dl>
              <div>
                <dt>Material needed</dt>
                <dd>{estimate.quantitySqFt} sq ft</dd>
              </div>
              <div>
                <dt>Estimated price</dt>
                <dd>{formatCents(estimate.priceCents)}</dd>
              </div>
            </dl>
            <PrimaryButton
              type="button"
              onClick={() => {
                const { line, quantity } = materialCartLine(material, size, coverage);
                addToCart(line, quantity);
              }}
            >
              Add to Cart
            </PrimaryButton>
            <p>
              {size.name} vehicle, {size.squareFeet} sq ft at {coverage}% coverage,{' '}
              {formatCents(material.pricePerSqFtCents)} per sq ft. Add 10 to 15% for trimming waste on a first install.
            </p>
          </Result>
        </CalculatorPanel>
      </Container>
    </Band>
  );
}

const CalculatorPanel = styled(Panel)`
  display: grid;
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Inputs = styled.div`
  display: grid;
  gap: 20px;
`;

const Sizes = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    font-size: 0.95rem;
    margin-bottom: 8px;
  }
  .options {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
  }
  ${media.md} {
    .options {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  label {
    display: grid;
    gap: 2px;
    padding: 12px;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    cursor: pointer;
    text-align: center;
  }
  label:has(input:checked) {
    border-color: var(--color-brand);
    background: var(--color-brand-tint);
  }
  label:has(input:focus-visible) {
    outline: 3px solid var(--color-focus);
  }
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  strong {
    font-size: 1rem;
  }
  small {
    color: var(--color-ink-soft);
  }
`;

const Coverage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 150px;
  label {
    white-space: nowrap;
  }
  gap: 14px;
  /* Both labels on one line, the slider centred on the height of the number field beside it. */
  align-items: start;
  input[type='range'] {
    accent-color: var(--color-brand);
    width: 100%;
    height: 44px;
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

const Result = styled.div`
  background: var(--color-night);
  color: var(--color-on-dark-soft);
  border-radius: var(--radius-md);
  padding: 22px;
  dl {
    margin: 0 0 18px;
    display: grid;
    gap: 12px;
  }
  dl div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    border-bottom: 1px solid rgb(255 255 255 / 12%);
    padding-bottom: 10px;
  }
  dt {
    color: var(--color-on-dark-faint);
  }
  dd {
    margin: 0;
    font-weight: 800;
    color: var(--color-on-dark);
    font-size: 1.1rem;
  }
  p {
    color: var(--color-on-dark-faint);
    font-size: 0.85rem;
    margin: 12px 0 0;
    line-height: 1.5;
  }
  button {
    width: 100%;
  }
`;
