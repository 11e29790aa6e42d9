import { type MouseEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled, { createGlobalStyle, css, keyframes } from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { chatInHeader, ChatLauncherSpot } from 'shared-contracts/chat/ChatLauncherButton';
import { showsChat } from 'shared-contracts/routes/route-table';
import { cartDrawerOpened, selectCartCount } from 'shared-contracts/store/cart';
import { selectIsSignedIn } from 'shared-contracts/store/session';
import { SiteLink } from 'shared-contracts/ui/SiteLink';
import { media } from 'shared-contracts/ui/theme';

import { BrandLockup } from '../brand-mark';
import { locationsMenu, menuOwning, resourcesMenu, servicesMenu, usePathname, type MegaMenu } from '../navigation';
import { closeHeaderPopover, useHeaderPopoversCloseOnRouteChange } from './header-popovers';
import { CartIcon, CloseIcon, MemberIcon, MenuIcon, PhoneIcon } from './icons';
import { MegaMenuPanel } from './MegaMenuPanel';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { PhoneActionBar, QUOTE_HREF } from './PhoneActionBar';
import { useCompactHeader } from './use-compact-header';

/** Below this width the main menu lives behind the toggle: seven items, account, cart and call need the room. */
const desktop = '@media (min-width: 1200px)';

/**
 * The header's slot is what sticks: a sticky element only travels inside its parent, and the bar's
 * parent is the slot, exactly the bar's height, so the bar alone would leave with the page.
 * In-page links (the quote form, a town's section) stop below it.
 */
const StickySlot = createGlobalStyle`
  #site-header {
    position: sticky;
    top: 0;
    z-index: 50;
  }
  html {
    scroll-padding-top: calc(var(--layout-header-compact-height) + 12px);
  }
`;

const Bar = styled.header<{ $compact: boolean }>`
  anchor-name: --site-header;
  position: relative;
  background: var(--color-night);
  color: var(--color-on-dark);
  transition:
    box-shadow 0.2s ease,
    padding 0.2s ease;
  padding: 14px 0;
  ${({ $compact }) =>
    $compact &&
    css`
      padding: 6px 0;
      box-shadow: 0 6px 20px rgb(2 6 23 / 45%);
    `}
  ${media.reducedMotion} {
    transition: none;
  }
`;

const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 10px;
`;

const Logo = styled(SiteLink)`
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

const DesktopNav = styled.nav`
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

const NavLink = styled(SiteLink)`
  ${navItem}
`;
const MenuButton = styled.button`
  ${navItem}
  &::after {
    content: '';
    border: 4px solid transparent;
    border-top-color: currentColor;
    margin-top: 4px;
  }
`;
/** Print & Ship stands out by its color and outline only; like every item, it fills in when it is the page. */
const Highlight = styled(SiteLink)`
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

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
  ${desktop} {
    margin-left: 4px;
  }
`;

const IconLink = styled(SiteLink)`
  ${navItem}
  position: relative;
  font-size: 0.9rem;
`;

const Count = styled.span`
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

const CallButton = styled.a`
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
const QuoteLink = styled(SiteLink)`
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
const Toggle = styled.button`
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

const MemberLink = styled(IconLink)`
  display: none;
  ${media.md} {
    display: inline-flex;
  }
`;

const MemberLabel = styled.span`
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
const ChatSpotRoom = styled.span`
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

/** A plain left click: anything else (a new tab, a download) is left to the browser. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface MenuItemProps {
  menu: MegaMenu;
  /** The visitor is on a page of this menu's section. */
  current: boolean;
  pathname: string;
}

/** The button opens its panel as a popover: open, close, Escape and a click elsewhere need no script. */
function MenuItem({ menu, current, pathname }: MenuItemProps) {
  const panelId = `menu-${menu.id}`;
  const close = () => closeHeaderPopover(panelId);
  return (
    <li onMouseLeave={close}>
      <MenuButton type="button" popoverTarget={panelId} aria-current={current ? 'true' : undefined}>
        {menu.label}
      </MenuButton>
      <MegaMenuPanel id={panelId} menu={menu} pathname={pathname} onNavigate={close} />
    </li>
  );
}

export function Header() {
  const compact = useCompactHeader();
  const pathname = usePathname();
  const cartCount = useSelector(selectCartCount);
  const dispatch = useDispatch();
  const signedIn = useSelector(selectIsSignedIn);
  useHeaderPopoversCloseOnRouteChange(pathname);

  const current = (href: string) => (pathname === href ? 'page' : undefined);
  const section = menuOwning(pathname, [servicesMenu, locationsMenu, resourcesMenu]);
  const menuItem = (menu: MegaMenu) => <MenuItem menu={menu} current={section === menu} pathname={pathname} />;
  const member = signedIn
    ? { href: '/member-dashboard', label: 'My Account' }
    : { href: '/login', label: 'Member Login' };

  return (
    <Bar $compact={compact} data-compact={compact} data-boundary="shell">
      <StickySlot />
      <Inner>
        <Logo href="/" aria-label={`${business.name} home`}>
          <BrandLockup size={compact ? 30 : 36} name={business.name} />
        </Logo>
        <DesktopNav aria-label="Main">
          <ul>
            <li>
              <NavLink href="/" aria-current={current('/')}>
                Home
              </NavLink>
            </li>
            {menuItem(servicesMenu)}
            <li>
              <NavLink href="/gallery" aria-current={current('/gallery')}>
                Gallery
              </NavLink>
            </li>
            <li>
              <Highlight href="/print-ship" aria-current={current('/print-ship')}>
                Print &amp; Ship
              </Highlight>
            </li>
            {menuItem(locationsMenu)}
            {menuItem(resourcesMenu)}
            <li>
              <NavLink href="/contact" aria-current={current('/contact')}>
                Contact
              </NavLink>
            </li>
          </ul>
        </DesktopNav>
        <Actions>
          <MemberLink href={member.href} aria-label={signedIn ? `${member.label} (signed in)` : member.label}>
            <MemberIcon />
            <MemberLabel>{member.label}</MemberLabel>
          </MemberLink>
          {/* A link to the shop without JavaScript; with it, the cart drawer opens on the page the visitor is on. */}
          <IconLink
            href="/shopping"
            data-cart-link=""
            aria-haspopup="dialog"
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              dispatch(cartDrawerOpened());
            }}
          >
            <CartIcon />
            {/* Drawn from an attribute, so the start script can show a count before the page hydrates. */}
            <Count aria-hidden="true" data-cart-count={cartCount} />
          </IconLink>
          <CallButton href={business.phone.href} aria-label={`Call ${business.phone.display}`}>
            <PhoneIcon />
            <span>Call {business.phone.display}</span>
          </CallButton>
          <QuoteLink href={QUOTE_HREF}>Get a Quote</QuoteLink>
          <Toggle type="button" popoverTarget={MOBILE_MENU_ID}>
            <MenuIcon className="when-closed" />
            <CloseIcon className="when-open" />
            <span className="visually-hidden when-closed">Open main menu</span>
            <span className="visually-hidden when-open">Close main menu</span>
          </Toggle>
          {showsChat(pathname) && (
            <ChatSpotRoom>
              <ChatLauncherSpot aria-hidden="true" />
            </ChatSpotRoom>
          )}
        </Actions>
      </Inner>
      <MobileMenu member={member} pathname={pathname} onNavigate={() => closeHeaderPopover(MOBILE_MENU_ID)} />
      <PhoneActionBar leavesRoomForChat={showsChat(pathname)} />
    </Bar>
  );
}
