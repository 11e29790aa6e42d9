import { toastShown, type Toast } from 'shared-contracts/store/toast';
import { combineSlices, configureStore, createSlice } from 'shared-contracts/store/toolkit';

import { chatClosed, chatOpened, chatSlice, schedulerCancelled, selectChat } from './chatSlice';
import { canSend, consultationConfirmed, messageSubmitted } from './conversation';
import type { Reply } from './match-rule';

const toasts = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {},
  extraReducers: (b) => b.addCase(toastShown, (s, a) => void s.items.push(a.payload)),
});

function setup() {
  const store = configureStore({ reducer: combineSlices(chatSlice, toasts) });
  const chat = () => selectChat(store.getState());
  return { store, chat, toasts: () => store.getState().toasts.items };
}

const answer =
  (text: string, extra: Partial<Reply> = {}) =>
  () => ({ ruleId: 'test', text, ...extra });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sending a message', () => {
  it("shows the visitor's message at once, then after about a second the reply", async () => {
    const { store, chat } = setup();
    const sent = store.dispatch(messageSubmitted('  How much?  ', answer('About $2,500-$6,000.')));
    expect(chat().messages).toEqual([expect.objectContaining({ sender: 'user', content: 'How much?' })]);
    expect(chat().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(chat().messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(chat().messages[1]).toMatchObject({ sender: 'bot', content: 'About $2,500-$6,000.' });
    expect(chat().loading).toBe(false);
  });

  it('gives every message an id and a timestamp', async () => {
    const { store, chat } = setup();
    vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
    const sent = store.dispatch(messageSubmitted('hi', answer('Hello')));
    await vi.runAllTimersAsync();
    await sent;
    const [mine, reply] = chat().messages;
    expect(mine?.id).not.toBe(reply?.id);
    expect(mine?.timestamp).toBe(Date.parse('2026-11-23T15:00:00Z'));
    expect(reply?.timestamp).toBe(Date.parse('2026-11-23T15:00:01Z'));
  });

  it('sends nothing that is empty or only spaces, and nothing while a reply is pending', async () => {
    const { store, chat } = setup();
    await store.dispatch(messageSubmitted('   \n ', answer('no')));
    expect(chat().messages).toHaveLength(0);
    const first = store.dispatch(messageSubmitted('first', answer('one')));
    await store.dispatch(messageSubmitted('second', answer('two')));
    expect(chat().messages.map((m) => m.content)).toEqual(['first']);
    await vi.runAllTimersAsync();
    await first;
    expect(canSend('x', true)).toBe(false);
    expect(canSend(' ', false)).toBe(false);
    expect(canSend('x', false)).toBe(true);
  });

  it('opens the scheduler after a scheduling answer', async () => {
    const { store, chat } = setup();
    const sent = store.dispatch(messageSubmitted('schedule', answer('Pick a day', { action: 'schedule' })));
    expect(chat().schedulerOpen).toBe(false);
    await vi.runAllTimersAsync();
    await sent;
    expect(chat().schedulerOpen).toBe(true);
  });

  it('on a failed reply shows the error toast and stops loading', async () => {
    const { store, chat, toasts } = setup();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = store.dispatch(
      messageSubmitted('price', () => {
        throw new Error('rules unreadable');
      }),
    );
    await vi.runAllTimersAsync();
    await sent;
    expect(chat().loading).toBe(false);
    expect(chat().messages).toHaveLength(1);
    expect(toasts()).toEqual([
      expect.objectContaining({
        title: 'Sorry, I encountered an error. Please try again.',
        variant: 'destructive',
        durationMs: 5000,
      }),
    ]);
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });
});

describe('the scheduler', () => {
  it('on Cancel closes and the bot says it can be done later', () => {
    const { store, chat } = setup();
    store.dispatch(chatSlice.actions.schedulerOpened());
    store.dispatch(schedulerCancelled());
    expect(chat().schedulerOpen).toBe(false);
    expect(chat().messages.at(-1)).toMatchObject({
      sender: 'bot',
      content: expect.stringContaining('You can schedule a consultation later'),
    });
  });

  it('on confirm closes, and after about 1.5 s the bot confirms and the toast shows the date and time', async () => {
    const { store, chat, toasts } = setup();
    store.dispatch(chatSlice.actions.schedulerOpened());
    const booked = store.dispatch(consultationConfirmed({ date: '2026-12-01', time: '10:00 AM', town: 'Evanston' }));
    expect(chat()).toMatchObject({ schedulerOpen: false, loading: true });
    await vi.advanceTimersByTimeAsync(1499);
    expect(chat().messages).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await booked;
    expect(chat().loading).toBe(false);
    expect(chat().messages[0]?.content).toBe(
      'Your consultation is scheduled for Tuesday, December 1, 2026 at 10:00 AM at our Evanston location. Our team will contact you shortly to confirm.',
    );
    expect(toasts()).toEqual([
      expect.objectContaining({
        title: 'Consultation scheduled!',
        description: 'Tuesday, December 1, 2026 at 10:00 AM',
        durationMs: 5000,
      }),
    ]);
  });
});

describe('the panel state', () => {
  it('opens and closes', () => {
    const { store, chat } = setup();
    store.dispatch(chatOpened());
    expect(chat().open).toBe(true);
    store.dispatch(chatClosed());
    expect(chat().open).toBe(false);
  });

  it('reads as closed and empty before the slice is in the store', () => {
    expect(selectChat({})).toEqual({ open: false, messages: [], loading: false, schedulerOpen: false });
  });
});
