// @vitest-environment happy-dom
import { holdEarlyPresses } from './early-presses';

describe('presses before the scripts take over', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('holds a button press and presses it again once the page has hydrated', () => {
    document.body.innerHTML = '<button type="button" id="menu"><span>Menu</span></button>';
    const menu = document.getElementById('menu') as HTMLButtonElement;
    const presses: string[] = [];
    menu.addEventListener('click', () => presses.push('menu'));
    const early = holdEarlyPresses(document);
    (menu.firstElementChild as HTMLElement).click();
    expect(presses).toEqual([]);
    early.replay();
    expect(presses).toEqual(['menu']);
    menu.click();
    expect(presses).toEqual(['menu', 'menu']);
  });

  it('leaves links, and buttons removed by then, alone', () => {
    document.body.innerHTML = '<a href="#prices" id="link">Prices</a><button type="button" id="gone">Close</button>';
    const followed: string[] = [];
    document
      .getElementById('link')!
      .addEventListener('click', (event) => followed.push(String(event.defaultPrevented)));
    const gone = document.getElementById('gone')!;
    let pressedAgain = false;
    gone.addEventListener('click', () => (pressedAgain = true));
    const early = holdEarlyPresses(document);
    document.getElementById('link')!.click();
    gone.click();
    gone.remove();
    early.replay();
    expect(followed).toEqual(['false']);
    expect(pressedAgain).toBe(false);
  });

  it('leaves a button that opens a popover to the browser', () => {
    document.body.innerHTML =
      '<button type="button" popovertarget="menu" id="toggle">Menu</button><div id="menu" popover></div>';
    const defaultsKept: boolean[] = [];
    document.getElementById('toggle')!.addEventListener('click', (event) => defaultsKept.push(!event.defaultPrevented));
    holdEarlyPresses(document);
    document.getElementById('toggle')!.click();
    expect(defaultsKept).toEqual([true]);
  });

  it('does not press again what it answered at once (an Add to Cart answered from the server HTML)', () => {
    document.body.innerHTML = '<button type="button" id="add">Add to Cart</button>';
    const add = document.getElementById('add')!;
    const presses: string[] = [];
    add.addEventListener('click', () => presses.push('add'));
    const early = holdEarlyPresses(document, (button) => button.id === 'add');
    add.click();
    early.replay();
    expect(presses).toEqual([]);
  });
});
