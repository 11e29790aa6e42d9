import styled, { createGlobalStyle, css, keyframes } from 'styled-components';

import { chatInHeader } from 'shared-contracts/chat/ChatLauncherButton';
import { SiteLink } from 'shared-contracts/ui/SiteLink';
import { media } from 'shared-contracts/ui/theme';

import { LOCKUP_CLASS, lockupSized } from '../brand-mark';

/** Below this width the main menu lives behind the toggle: seven items, account, cart and call need the room. */
const desktop = '@media (min-width: 1200px)';

/**
 * The header's slot is what sticks: a sticky element only travels inside its parent, and the bar's
 * parent is the slot, exactly the bar's height, so the bar alone would leave with the page.
 * In-page links (the quote form, a town's section) stop below it.
 */
export const StickySlot = createGlobalStyle`
  #site-header {
    position: sticky;
    top: 0;
    z-index: 50;
  }
  html {
    scroll-padding-top: calc(var(--layout-header-compact-height) + 12px);
  }
`;

/** Compact once the page has scrolled: `data-compact`, kept by the shell's reading effects (`features/reading`). */
export const Bar = styled.header`
  anchor-name: --site-header;
  position: relative;
  background: var(--color-night);
  color: var(--color-on-dark);
  transition:
    box-shadow 0.2s ease,
    padding 0.2s ease,
    margin 0.2s ease;
  padding: 14px 0;
  &[data-compact='true'] {
    padding: 6px 0;
    /* The 16 px the bar gives up stay in the flow, see-through, so the page below never moves. */
    margin-bottom: 16px;
    box-shadow: 0 6px 20px rgb(2 6 23 / 45%);
    .${LOCKUP_CLASS} {
      ${lockupSized(30)}
    }
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 10px;
`;

export const Logo = styled(SiteLink)`
  display: flex;
  align-items: center;
  color: var(--color-on-dark);
  text-decoration: none;
  flex-shrink: 0;
  /* The narrowest phones need the room for cart, menu and chat: the mark stands alone (the link is named). */
  @media (max-width: 359.98px) {
    .wordmark {
      display: none;
    }
  }
`;

export const DesktopNav = styled.nav`
  display: none;
  margin-left: auto;
  ${desktop} {
    display: block;
  }
  position: relative;
  anchor-name: --main-nav;
  > ul {
    display: flex;
    align-items: center;
    gap: 2px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* Panels center under the whole menu, so the right-hand ones stay on screen. */
  > ul > li {
    position: static;
  }
`;

const navItem = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 9px 10px;
  border-radius: var(--radius-sm);
  font: inherit;
  white-space: nowrap;
  font-weight: 600;
  color: var(--color-on-dark-soft);
  background: none;
  border: 0;
  cursor: pointer;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: var(--color-on-dark);
    background: rgb(255 255 255 / 8%);
  }
  &[aria-current] {
    color: var(--color-on-dark);
    background: rgb(255 255 255 / 12%);
    box-shadow: inset 0 -2px 0 var(--color-brand);
  }
`;

export const NavLink = styled(SiteLink)`
  ${navItem}
`;
export const MenuButton = styled.button`
  ${navItem}
  &::after {
    content: '';
    border: 4px solid transparent;
    border-top-color: currentColor;
    margin-top: 4px;
  }
`;
/** Print & Ship stands out by its color and outline only; like every item, it fills in when it is the page. */
export const Highlight = styled(SiteLink)`
  ${navItem}
  color: var(--color-brand-on-dark);
  border: 1px solid var(--color-brand-glow-line);
  &:hover,
  &:focus-visible {
    background: var(--color-brand-glow);
    color: var(--color-on-dark);
  }
  &[aria-current] {
    background: var(--color-brand-glow-strong);
    color: var(--color-on-dark);
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
  ${desktop} {
    margin-left: 4px;
  }
`;

export const IconLink = styled(SiteLink)`
  ${navItem}
  position: relative;
  font-size: 0.9rem;
`;

export const Count = styled.span`
  &::after {
    content: attr(data-cart-count);
  }
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 999px;
  background: var(--color-brand);
  color: var(--color-brand-ink);
  font-size: 0.75rem;
  line-height: 20px;
  text-align: center;
`;

export const CallButton = styled.a`
  display: none;
  align-items: center;
  gap: 8px;
  border-radius: 999px;
  border: 1px solid rgb(255 255 255 / 25%);
  color: var(--color-on-dark);
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &:focus-visible {
    background: rgb(255 255 255 / 8%);
  }
  padding: 9px 11px;
  span {
    display: none;
  }
  ${media.md} {
    display: inline-flex;
  }
  /* The number is spelled out where there is room for it: tablets in landscape, wide desktops. */
  @media (min-width: 1024px) and (max-width: 1199.98px), (min-width: 1380px) {
    padding: 9px 14px;
    span {
      display: inline;
    }
  }
`;

/** The way to a quote, from tablets up (phones have it in the bar at the bottom and in the menu). */
export const QuoteLink = styled(SiteLink)`
  display: none;
  padding: 10px 18px;
  border-radius: 999px;
  background: var(--color-brand);
  color: var(--color-brand-ink);
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &:focus-visible {
    background: var(--color-brand-dark);
  }
  ${media.md} {
    display: inline-flex;
  }
`;

/** The toggle says what it will do; the browser keeps the popover's state, so CSS picks the words. */
export const Toggle = styled.button`
  ${navItem}
  border: 1px solid rgb(255 255 255 / 25%);
  ${desktop} {
    display: none;
  }
  .when-open {
    display: none;
  }
  header:has(#mobile-menu:popover-open) & {
    .when-open {
      display: inline;
    }
    .when-closed {
      display: none;
    }
  }
`;

export const MemberLink = styled(IconLink)`
  display: none;
  ${media.md} {
    display: inline-flex;
  }
`;

export const MemberLabel = styled.span`
  display: inline;
  ${desktop} {
    display: none;
  }
  @media (min-width: 1380px) {
    display: inline;
  }
`;

/**
 * The header keeps a place for the chat launcher only while the launcher sits in it: once the page has
 * scrolled past 60 px the launcher takes the bottom corner, and the empty place closes up over the next
 * 60 px, so the header that stays on screen has no hole at its end. No script; without scroll-driven
 * animations the place simply stays.
 */
const collapse = keyframes`
  from { max-width: 44px; }
  to { max-width: 0; }
`;
export const ChatSpotRoom = styled.span`
  /* Where the launcher is not in the header (wide screens) the room is no box at all, so it adds no gap. */
  display: contents;
  ${chatInHeader(css`
    display: flex;
    overflow: hidden;
    flex: none;
    @supports (animation-timeline: scroll()) {
      animation: ${collapse} linear both;
      animation-timeline: scroll(root block);
      animation-range: 60px 120px;
    }
    ${media.reducedMotion} {
      animation-range: 119px 120px;
    }
  `)}
`;
