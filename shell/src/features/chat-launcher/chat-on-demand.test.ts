import { chatRequested, selectChatHandedOver } from 'shared-contracts/chat/chat-contract';
import { memoryStorage } from 'shared-contracts/store/persisted';

import { createShellStore } from '../../store/create-store';
import { chatIsActive, mountChatOnRequest, prefetchOnce } from './chat-on-demand';

const at = (pathname: string) => ({ pathname });

describe('chatIsActive', () => {
  it('is inactive on every page until the visitor asks for the chat', () => {
    const { store } = createShellStore(memoryStorage());
    const active = chatIsActive(store);
    expect(['/', '/about', '/shop'].map((path) => active(at(path)))).toEqual([false, false, false]);
    store.dispatch(chatRequested());
    expect(['/', '/about', '/shop'].map((path) => active(at(path)))).toEqual([true, true, true]);
  });

  it('stays inactive on checkout and the order confirmation, asked for or not', () => {
    const { store } = createShellStore(memoryStorage());
    store.dispatch(chatRequested());
    expect(chatIsActive(store)(at('/checkout'))).toBe(false);
    expect(chatIsActive(store)(at('/thank-you'))).toBe(false);
  });
});

describe('mountChatOnRequest', () => {
  it('reroutes once when the chat is asked for, and hands over after the chat has mounted', async () => {
    const { store } = createShellStore(memoryStorage());
    let mounted: () => void = () => undefined;
    const triggerAppChange = vi.fn(() => new Promise<void>((resolve) => (mounted = resolve)));
    mountChatOnRequest(store, triggerAppChange);

    store.dispatch({ type: 'unrelated/event' });
    expect(triggerAppChange).not.toHaveBeenCalled();
    store.dispatch(chatRequested());
    store.dispatch(chatRequested());
    expect(triggerAppChange).toHaveBeenCalledTimes(1);
    expect(selectChatHandedOver(store.getState())).toBe(false);

    mounted();
    await vi.waitFor(() => expect(selectChatHandedOver(store.getState())).toBe(true));
  });
});

describe('prefetchOnce', () => {
  it('loads once however often interest is shown', async () => {
    const load = vi.fn(async () => 'lifecycles');
    const prefetch = prefetchOnce(load);
    prefetch();
    prefetch();
    await Promise.resolve();
    prefetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next interest after a failed load, without an unhandled rejection', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValue('lifecycles');
    const prefetch = prefetchOnce(load);
    prefetch();
    await new Promise((resolve) => setTimeout(resolve));
    prefetch();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
