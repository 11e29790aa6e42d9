import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';

import { chatHandedOver, selectChatRequested } from 'shared-contracts/chat/chat-contract';
import { memoryStorage } from 'shared-contracts/store/persisted';

import { createShellStore } from '../../store/create-store';
import { ChatLauncher } from './ChatLauncher';

function renderLauncherAt(path: string) {
  window.history.pushState({}, '', path);
  const { store } = createShellStore(memoryStorage());
  const onInterest = vi.fn();
  render(
    <Provider store={store}>
      <ChatLauncher onInterest={onInterest} />
    </Provider>,
  );
  return { store, onInterest };
}

const launcher = () => screen.queryByRole('button', { name: 'Chat with Avery' });

describe("the shell's chat launcher", () => {
  it.each(['/', '/about', '/services/vehicle-wraps', '/shop', '/locations/evanston', '/no-such-page'])(
    'shows on %s, closed',
    (path) => {
      renderLauncherAt(path);
      expect(launcher()).toBeVisible();
      expect(launcher()).toHaveAttribute('aria-expanded', 'false');
      expect(launcher()).not.toHaveAttribute('aria-controls');
    },
  );

  it('opens the greeting as a popover of its own HTML, before any script', () => {
    renderLauncherAt('/locations/evanston');
    expect(launcher()).toHaveAttribute('popovertarget', 'chat-preview');
    const preview = document.getElementById('chat-preview')!;
    expect(preview).toHaveAttribute('popover', 'auto');
    expect(preview.querySelector('[role="log"]')).toHaveTextContent("Hi, I'm Avery from Wrap Lab Chicago.");
  });

  it('asks for the chat once hydrated when the visitor opened the greeting before', () => {
    const matches = vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (
      this: HTMLElement,
      selector: string,
    ) {
      return selector === ':popover-open' && this.id === 'chat-preview';
    });
    try {
      const { store } = renderLauncherAt('/about');
      expect(selectChatRequested(store.getState())).toBe(true);
    } finally {
      matches.mockRestore();
    }
  });

  it.each(['/checkout', '/thank-you'])('is absent on %s', (path) => {
    renderLauncherAt(path);
    expect(launcher()).not.toBeInTheDocument();
  });

  it('asks for the chat when pressed', async () => {
    const { store } = renderLauncherAt('/about');
    expect(selectChatRequested(store.getState())).toBe(false);
    await userEvent.click(launcher()!);
    expect(selectChatRequested(store.getState())).toBe(true);
  });

  it('reports interest on pointer, touch and focus, before any press', () => {
    const { store, onInterest } = renderLauncherAt('/');
    fireEvent.pointerEnter(launcher()!);
    fireEvent.touchStart(launcher()!);
    fireEvent.focus(launcher()!);
    expect(onInterest).toHaveBeenCalledTimes(3);
    expect(selectChatRequested(store.getState())).toBe(false);
  });

  it('gives way once the chat is mounted and draws its own launcher', () => {
    const { store } = renderLauncherAt('/');
    act(() => void store.dispatch(chatHandedOver()));
    expect(launcher()).not.toBeInTheDocument();
  });

  it('follows client-side navigation to checkout and back', () => {
    renderLauncherAt('/shop');
    const navigate = (path: string) =>
      act(() => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new Event('single-spa:routing-event'));
      });
    navigate('/checkout');
    expect(launcher()).not.toBeInTheDocument();
    navigate('/shop');
    expect(launcher()).toBeVisible();
  });
});
