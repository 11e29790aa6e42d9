import { render } from '@testing-library/react';

import { closeHeaderPopover, HEADER_POPOVER_ATTRIBUTE, useHeaderPopoversCloseOnRouteChange } from './header-popovers';

/** The test DOM has no Popover API: a stand-in that keeps the open state the way the browser would. */
function popover(id: string, open: boolean) {
  const element = document.createElement('div');
  element.id = id;
  element.setAttribute(HEADER_POPOVER_ATTRIBUTE, '');
  let shown = open;
  element.matches = ((selector: string) => selector === ':popover-open' && shown) as HTMLElement['matches'];
  element.hidePopover = () => {
    shown = false;
  };
  document.body.append(element);
  return { isOpen: () => shown };
}

function Header({ pathname }: { pathname: string }) {
  useHeaderPopoversCloseOnRouteChange(pathname);
  return null;
}

describe("the header's popovers", () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('close when the router moves to another page, and not on the first render', () => {
    const menu = popover('menu-services', true);
    const { rerender } = render(<Header pathname="/" />);
    expect(menu.isOpen()).toBe(true);
    rerender(<Header pathname="/services/vehicle-wraps" />);
    expect(menu.isOpen()).toBe(false);
  });

  it('close one by one when asked, leaving the others', () => {
    const mobile = popover('mobile-menu', true);
    const services = popover('menu-services', true);
    closeHeaderPopover('mobile-menu');
    expect([mobile.isOpen(), services.isOpen()]).toEqual([false, true]);
  });
});
