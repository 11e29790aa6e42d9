import { Link } from 'shared-contracts/routing/router';
import styled from 'styled-components';
import { business } from 'shared-contracts/business/business';
import { Container, GhostButton, PrimaryButton } from 'shared-contracts/ui/layout';

const Band = styled.section`
  background: linear-gradient(120deg, var(--color-brand) 0%, var(--color-brand-dark) 100%);
  color: #fff;
  padding: 56px 0;
  text-align: center;
  h2 { font-family: var(--font-display); font-size: clamp(1.8rem, 4.5vw, 2.6rem); margin: 0 0 12px; }
  p { margin: 0 auto 24px; max-width: 60ch; line-height: 1.6; color: rgb(255 255 255 / 92%); }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; }
  ${PrimaryButton} { background: #fff; color: var(--color-brand-dark); }
`;

export interface CallToActionProps {
  title: string;
  text: string;
  secondary?: { label: string; to: string };
}

/** The closing call to action: a free quote, and either a second page or a phone call. */
export function CallToAction({ title, text, secondary }: CallToActionProps) {
  return (
    <Band aria-label={title}>
      <Container>
        <h2>{title}</h2>
        <p>{text}</p>
        <div className="actions">
          <PrimaryButton as={Link} to="/contact">
            Get a Free Quote
          </PrimaryButton>
          {secondary ? (
            <GhostButton as={Link} to={secondary.to}>
              {secondary.label}
            </GhostButton>
          ) : (
            <GhostButton as="a" href={business.phone.href}>
              Call {business.phone.display}
            </GhostButton>
          )}
        </div>
      </Container>
    </Band>
  );
}
