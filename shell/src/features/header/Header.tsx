import { type MouseEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { business } from 'shared-contracts/business/business';
import { ChatLauncherSpot } from 'shared-contracts/chat/ChatLauncherButton';
import { pagePaths, showsChat } from 'shared-contracts/routes/route-table';
import { cartDrawerOpened, selectCartCount } from 'shared-contracts/store/cart';
import { selectIsSignedIn } from 'shared-contracts/store/session';
import { CartIcon, CloseIcon, MemberIcon, MenuIcon, PhoneIcon } from 'shared-contracts/ui/icons';

import { BrandLockup } from '../brand-mark';
import { locationsMenu, menuOwning, resourcesMenu, servicesMenu, usePathname, type MegaMenu } from '../navigation';
import { closeHeaderPopover, useHeaderPopoversCloseOnRouteChange } from './header-popovers';
import {
  Actions,
  Bar,
  CallButton,
  ChatSpotRoom,
  Count,
  DesktopNav,
  Highlight,
  IconLink,
  Inner,
  Logo,
  MemberLabel,
  MemberLink,
  MenuButton,
  NavLink,
  QuoteLink,
  StickySlot,
  Toggle,
} from './Header.styles';
import { MegaMenuPanel } from './MegaMenuPanel';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { PhoneActionBar, QUOTE_HREF } from './PhoneActionBar';

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
  const pathname = usePathname();
  const cartCount = useSelector(selectCartCount);
  const dispatch = useDispatch();
  const signedIn = useSelector(selectIsSignedIn);
  useHeaderPopoversCloseOnRouteChange(pathname);

  const current = (href: string) => (pathname === href ? 'page' : undefined);
  const section = menuOwning(pathname, [servicesMenu, locationsMenu, resourcesMenu]);
  const menuItem = (menu: MegaMenu) => <MenuItem menu={menu} current={section === menu} pathname={pathname} />;
  const member = signedIn
    ? { href: pagePaths.memberDashboard, label: 'My Account' }
    : { href: pagePaths.login, label: 'Member Login' };

  return (
    <Bar data-compact="false" data-boundary="shell">
      <StickySlot />
      <Inner>
        <Logo href={pagePaths.home} aria-label={`${business.name} home`}>
          <BrandLockup size={36} name={business.name} />
        </Logo>
        <DesktopNav aria-label="Main">
          <ul>
            <li>
              <NavLink href={pagePaths.home} aria-current={current(pagePaths.home)}>
                Home
              </NavLink>
            </li>
            {menuItem(servicesMenu)}
            <li>
              <NavLink href={pagePaths.gallery} aria-current={current(pagePaths.gallery)}>
                Gallery
              </NavLink>
            </li>
            <li>
              <Highlight href={pagePaths.printShip} aria-current={current(pagePaths.printShip)}>
                Print &amp; Ship
              </Highlight>
            </li>
            {menuItem(locationsMenu)}
            {menuItem(resourcesMenu)}
            <li>
              <NavLink href={pagePaths.contact} aria-current={current(pagePaths.contact)}>
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
            href={pagePaths.shopping}
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
