import styled, { createGlobalStyle } from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { PhoneIcon } from 'shared-contracts/ui/icons';
import { SiteLink } from 'shared-contracts/ui/SiteLink';

/** Where every "quote" action leads: the form on the contact page, which phones show first. */
export const QUOTE_HREF = `${pagePaths.contact}#quote-form`;

/** The bar's height on phones (a theme token, the toasts stand above it); the page keeps this much room below its end. */
const height = 'var(--layout-phone-bar-height)';

const phoneOnly = '@media (max-width: 767.98px)';

export function PhoneActionBar({ leavesRoomForChat }: { leavesRoomForChat: boolean }) {
  return (
    <>
      <RoomBelowThePage />
      <Bar $chatRoom={leavesRoomForChat} data-phone-actions="">
        <Call href={business.phone.href} aria-label={`Call ${business.phone.display}`}>
          <PhoneIcon />
          Call
        </Call>
        <Quote href={QUOTE_HREF}>Get a Quote</Quote>
      </Bar>
    </>
  );
}

const RoomBelowThePage = createGlobalStyle`
  ${phoneOnly} {
    body {
      padding-bottom: calc(${height} + env(safe-area-inset-bottom, 0px));
    }
  }
`;

/**
 * Call and quote, always in reach on a phone. The chat launcher takes the bottom corner once the page
 * has scrolled, so the bar keeps that corner empty (`$chatRoom`) instead of sliding under it.
 */
const Bar = styled.div<{ $chatRoom: boolean }>`
  display: none;
  ${phoneOnly} {
    display: flex;
  }
  /* The open menu has its own quote and call: the bar steps aside rather than show a second pair. */
  body:has(#mobile-menu:popover-open) & {
    visibility: hidden;
  }
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 30;
  gap: 10px;
  align-items: center;
  height: calc(${height} + env(safe-area-inset-bottom, 0px));
  padding: 10px ${({ $chatRoom }) => ($chatRoom ? '72px' : '12px')} calc(10px + env(safe-area-inset-bottom, 0px)) 12px;
  background: var(--color-night);
  border-top: 1px solid rgb(255 255 255 / 12%);
  box-shadow: 0 -8px 24px rgb(2 6 23 / 25%);
  a {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    height: 44px;
    border-radius: 999px;
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
`;

const Call = styled.a`
  color: var(--color-on-dark);
  border: 1px solid rgb(255 255 255 / 35%);
  &:hover,
  &:focus-visible {
    background: rgb(255 255 255 / 8%);
  }
`;

const Quote = styled(SiteLink)`
  background: var(--color-brand);
  color: var(--color-brand-ink);
  &:hover,
  &:focus-visible {
    background: var(--color-brand-dark);
  }
`;
