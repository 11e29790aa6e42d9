import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { chatHandedOver } from 'shared-contracts/chat/chat-contract';

import { goTo, makeStore, renderChat } from '../../test-utils';
import { chatOpened } from './chatSlice';
import { testLookup } from './test-towns';

// Monday 23 November 2026, 10:00 local time.
const monday = new Date(2026, 10, 23, 10, 0);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(monday);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message Avery' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openChat(path: string, options?: Parameters<typeof renderChat>[1]) {
  const view = renderChat(path, options);
  await user().click(screen.getByRole('button', { name: 'Chat with Avery' }));
  return view;
}

describe('the launcher', () => {
  it('opens the panel, where Avery greets the visitor, and closes it again', async () => {
    await openChat('/');
    expect(screen.getByRole('region', { name: 'Chat with Avery' })).toBeInTheDocument();
    expect(conversation()).toHaveTextContent(
      "Hi, I'm Avery from Wrap Lab Chicago. Looking for vehicle wraps in Chicago?",
    );
    expect(messageBox()).toHaveFocus();
    await user().click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('region', { name: 'Chat with Avery' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with Avery' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    await openChat('/');
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });
});

describe("opened from the shell's launcher", () => {
  it('opens with the greeting and focus in the message box when the shell hands the chat over', () => {
    const { store } = renderChat('/about');
    act(() => void store.dispatch(chatHandedOver()));
    expect(conversation()).toHaveTextContent('Looking for vehicle wraps in Chicago?');
    expect(messageBox()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves focus where it is when a page arrives with the conversation already open', () => {
    const store = makeStore();
    store.dispatch(chatOpened());
    renderChat('/shop', { store });
    expect(conversation()).toBeInTheDocument();
    expect(messageBox()).not.toHaveFocus();
  });
});

describe('the greeting', () => {
  it('names the town and state on a town page', async () => {
    await openChat('/locations/evanston');
    expect(await within(conversation()).findByText(/Looking for vehicle wraps in Evanston, IL\?/)).toBeInTheDocument();
  });

  it('names the region on a region page', async () => {
    await openChat('/regions/indiana');
    expect(conversation()).toHaveTextContent('We wrap, coat and protect vehicles all across Indiana.');
  });

  it('shows a loading state until the town lookup arrives', async () => {
    let arrive: (lookup: ReturnType<typeof testLookup>) => void = () => undefined;
    await openChat('/locations/skokie', { towns: new Promise((resolve) => (arrive = resolve)) });
    expect(conversation()).toHaveTextContent('Avery is getting ready');
    await act(async () => arrive(testLookup()));
    expect(conversation()).toHaveTextContent('Looking for vehicle wraps in Skokie, IL?');
  });

  it('uses Chicago and logs when the town lookup cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openChat('/locations/evanston', { towns: new Error('locations is down') });
    expect(await within(conversation()).findByText(/Looking for vehicle wraps in Chicago\?/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[chat]'), expect.any(Error));
  });

  it('follows the page while the conversation stays', async () => {
    const store = makeStore();
    await openChat('/', { store });
    await user().type(messageBox(), 'hello{Enter}');
    await act(() => goTo('/locations/evanston'));
    expect(await within(conversation()).findByText(/Evanston, IL/)).toBeInTheDocument();
    expect(conversation()).toHaveTextContent('hello');
  });
});

describe('sending messages', () => {
  it('keeps Send disabled for an empty or blank message', async () => {
    await openChat('/');
    expect(sendButton()).toBeDisabled();
    await user().type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user().keyboard('{Enter}');
    expect(within(conversation()).queryByText('You:', { exact: false })).not.toBeInTheDocument();
  });

  it('sends on Enter: the message, the typing indicator with the box disabled, then the answer', async () => {
    await openChat('/');
    await user().type(messageBox(), 'How much is a full wrap?{Enter}');
    expect(conversation()).toHaveTextContent('You: How much is a full wrap?');
    expect(conversation()).toHaveTextContent('Avery is typing');
    expect(messageBox()).toBeDisabled();
    expect(messageBox()).toHaveValue('');
    expect(sendButton()).toBeDisabled();
    await elapse(1000);
    expect(conversation()).toHaveTextContent('Full vehicle wraps usually cost about $2,500-$6,000');
    expect(conversation()).not.toHaveTextContent('Avery is typing');
    expect(within(conversation()).getByRole('link', { name: /Get a free quote/ })).toHaveAttribute('href', '/contact');
    expect(messageBox()).toBeEnabled();
    expect(messageBox()).toHaveFocus();
  });

  it('makes a new line on Shift+Enter and sends both lines with the button', async () => {
    const { store } = await openChat('/');
    await user().type(messageBox(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(messageBox()).toHaveValue('First line\nsecond line');
    expect(conversation()).not.toHaveTextContent('You:');
    await user().click(sendButton());
    expect(store.getState().chat.messages[0]).toMatchObject({ sender: 'user', content: 'First line\nsecond line' });
    expect(within(conversation()).getByText(/First line/)).toHaveTextContent('First line second line');
  });

  it('shows HTML-looking text as text', async () => {
    await openChat('/');
    await user().type(messageBox(), '<img src=x onerror=alert(1)><b>bold</b>{Enter}');
    expect(conversation()).toHaveTextContent('<img src=x onerror=alert(1)><b>bold</b>');
    expect(conversation().querySelector('img, b')).toBeNull();
  });

  it('answers the service-area question with nearby towns', async () => {
    await openChat('/locations/evanston');
    await within(conversation()).findByText(/Evanston, IL/);
    await user().type(messageBox(), 'Which towns nearby do you serve?{Enter}');
    await elapse(1000);
    expect(conversation()).toHaveTextContent(
      'Within 30 miles of Evanston we also serve Skokie, Oak Park, Chicago and Gary.',
    );
  });
});

describe('scheduling', () => {
  async function startScheduling(path = '/') {
    const view = await openChat(path);
    await user().type(messageBox(), 'Can I book a consultation?{Enter}');
    await elapse(1000);
    return view;
  }

  it('opens the scheduler after the bot answers', async () => {
    await startScheduling();
    expect(conversation()).toHaveTextContent("I'd be glad to set up a consultation with our team for you in Chicago.");
    const dialog = screen.getByRole('dialog', { name: 'Choose a day' });
    expect(within(dialog).getByRole('heading', { name: 'Choose a day' })).toHaveFocus();
    // The calendar covers the conversation, so the reply that opened it stays readable on top of it.
    expect(dialog).toHaveTextContent("I'd be glad to set up a consultation with our team for you in Chicago.");
  });

  it('offers only weekdays from today to 30 days ahead, and Next waits for a day', async () => {
    await startScheduling();
    const dialog = screen.getByRole('dialog');
    const day = (name: string) => within(dialog).getByRole('button', { name });
    expect(day('Sunday, November 22, 2026')).toBeDisabled();
    expect(day('Monday, November 23, 2026')).toBeEnabled();
    expect(day('Saturday, November 28, 2026')).toBeDisabled();
    expect(day('Wednesday, December 23, 2026')).toBeEnabled();
    expect(day('Thursday, December 24, 2026')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user().click(day('Tuesday, December 1, 2026'));
    expect(day('Tuesday, December 1, 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('books a time: Back clears it, then the bot and a toast confirm after about 1.5 s', async () => {
    const { toasts } = await startScheduling('/locations/evanston');
    const dialog = screen.getByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Tuesday, December 1, 2026' }));
    await user().click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveTextContent('Step 2 of 2: Tuesday, December 1, 2026');
    const schedule = within(dialog).getByRole('button', { name: 'Schedule Consultation' });
    expect(schedule).toBeDisabled();
    expect(
      within(dialog)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM']);
    await user().click(within(dialog).getByRole('button', { name: '2:00 PM' }));
    await user().click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('button', { name: 'Tuesday, December 1, 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user().click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('button', { name: 'Schedule Consultation' })).toBeDisabled();
    await user().click(within(dialog).getByRole('button', { name: '10:00 AM' }));
    await user().click(within(dialog).getByRole('button', { name: 'Schedule Consultation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await elapse(1500);
    expect(conversation()).toHaveTextContent(
      'Your consultation is scheduled for Tuesday, December 1, 2026 at 10:00 AM at our Evanston location. Our team will contact you shortly to confirm.',
    );
    expect(toasts()).toEqual([
      expect.objectContaining({
        title: 'Consultation scheduled!',
        description: 'Tuesday, December 1, 2026 at 10:00 AM',
      }),
    ]);
  });

  it('on Cancel closes and the bot says it can be done later', async () => {
    await startScheduling();
    await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(conversation()).toHaveTextContent('No problem. You can schedule a consultation later');
    expect(messageBox()).toHaveFocus();
  });

  // The browser turns Escape into the modal dialog's cancel; the e2e suite presses the key.
  it('closes on its cancel (Escape) like Cancel, leaving the panel open', async () => {
    await startScheduling();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(conversation()).toHaveTextContent('No problem.');
  });

  it('moves between bookable days with the arrow keys, one day in the Tab order', async () => {
    await startScheduling();
    const dialog = screen.getByRole('dialog');
    await user().tab();
    await user().tab();
    expect(within(dialog).getByRole('button', { name: 'Monday, November 23, 2026' })).toHaveFocus();
    // A week down to Monday 30, then five days right: Tuesday to Friday, over the weekend to Monday.
    await user().keyboard('{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: 'Monday, December 7, 2026' })).toHaveFocus();
    await user().keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Monday, December 7, 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user().tab();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});

describe('across document moves and before its code', () => {
  const hours = "We're open Monday to Friday 8:00 AM - 6:00 PM and Saturday 9am-3pm.";

  it('carries an open conversation from the last page, without taking the focus from it', () => {
    sessionStorage.setItem(
      'wrap-lab-chat',
      JSON.stringify({
        open: true,
        messages: [
          { id: 'q', content: 'What are your hours?', sender: 'user', timestamp: 1 },
          { id: 'a', content: hours, sender: 'bot', timestamp: 2 },
        ],
      }),
    );
    renderChat('/contact');
    expect(conversation()).toHaveTextContent(`What are your hours?${hours}`.replace('?', '?Avery: '));
    expect(messageBox()).not.toHaveFocus();
  });

  it('writes the conversation as it changes, for the next page', async () => {
    await openChat('/');
    await user().type(messageBox(), 'What are your hours?{Enter}');
    await elapse(1000);
    const carried = JSON.parse(sessionStorage.getItem('wrap-lab-chat') ?? 'null') as {
      open: boolean;
      messages: { content: string }[];
    };
    expect(carried.open).toBe(true);
    expect(carried.messages.map((message) => message.content)).toEqual([
      'What are your hours?',
      expect.stringContaining(hours),
    ]);
  });

  it('answers a question sent before its code arrived a second after it was sent, and keeps the draft', async () => {
    sessionStorage.setItem(
      'wrap-lab-chat-early',
      JSON.stringify({ questions: [{ content: 'What are your hours?', sentAt: Date.now() - 600 }], draft: 'And on' }),
    );
    const { store } = renderChat('/about');
    act(() => void store.dispatch(chatHandedOver()));
    expect(conversation()).toHaveTextContent('What are your hours?');
    expect(conversation()).not.toHaveTextContent('Saturday 9am-3pm');
    expect(messageBox()).toHaveValue('And on');
    expect(sessionStorage.getItem('wrap-lab-chat-early')).toBeNull();
    await elapse(400);
    expect(conversation()).toHaveTextContent(hours);
  });
});
