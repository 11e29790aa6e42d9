// @vitest-environment happy-dom
import { answerEarlyChat, chatIsWaiting, reopenCarriedChat } from './early-chat';

/** The greeting popover as the shell's server HTML draws it. */
function drawGreeting() {
  document.body.innerHTML = `
    <button type="button" popovertarget="chat-preview">Chat with Avery</button>
    <section id="chat-preview" popover="auto">
      <div role="log"><p>Hi, I'm Avery.</p><div id="chat-preview-messages"></div></div>
      <form method="dialog"><textarea id="chat-preview-message"></textarea><button type="submit">Send</button></form>
    </section>`;
  return {
    field: document.getElementById('chat-preview-message') as HTMLTextAreaElement,
    log: document.getElementById('chat-preview-messages') as HTMLElement,
    form: document.querySelector('form') as HTMLFormElement,
  };
}

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('the chat before its code', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows a sent question as text, keeps it for the chat and empties the field', () => {
    const { field, log, form } = drawGreeting();
    answerEarlyChat(document, sessionStorage, () => undefined);
    field.value = '  <b>How much</b> is a full wrap?  ';
    submit(form);
    expect(log.querySelector('p[data-sender="user"]')?.textContent).toBe('<b>How much</b> is a full wrap?');
    expect(log.querySelector('b')).toBeNull();
    expect(field.value).toBe('');
    const early = JSON.parse(sessionStorage.getItem('wrap-lab-chat-early') ?? '{}') as {
      questions: { content: string }[];
    };
    expect(early.questions.map((question) => question.content)).toEqual(['<b>How much</b> is a full wrap?']);
    expect(chatIsWaiting(sessionStorage)).toBe(true);
  });

  it('sends nothing blank, and keeps the draft as it is typed', () => {
    const { field, log, form } = drawGreeting();
    answerEarlyChat(document, sessionStorage, () => undefined);
    field.value = '   ';
    submit(form);
    expect(log.children).toHaveLength(0);
    field.value = 'And a partial';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(JSON.parse(sessionStorage.getItem('wrap-lab-chat-early') ?? '{}')).toEqual({
      questions: [],
      draft: 'And a partial',
    });
    expect(chatIsWaiting(sessionStorage)).toBe(false);
  });

  it("opens the greeting on the launcher's press with the caret in its field", () => {
    const { field } = drawGreeting();
    const preview = document.getElementById('chat-preview') as HTMLElement;
    let open = false;
    vi.spyOn(preview, 'matches').mockImplementation((selector: string) => selector === ':popover-open' && open);
    preview.showPopover = () => void (open = true);
    answerEarlyChat(document, sessionStorage, () => undefined);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')?.dispatchEvent(press);
    expect(open).toBe(true);
    expect(press.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(field);
  });

  it('fetches the chat on intent on the launcher, not elsewhere', () => {
    drawGreeting();
    const intent = vi.fn();
    answerEarlyChat(document, sessionStorage, intent);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(intent).not.toHaveBeenCalled();
    document.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(intent).toHaveBeenCalledOnce();
  });

  it('draws a conversation carried from the last page', () => {
    const { log } = drawGreeting();
    const preview = document.getElementById('chat-preview') as HTMLElement;
    preview.showPopover = vi.fn();
    sessionStorage.setItem(
      'wrap-lab-chat',
      JSON.stringify({
        open: true,
        messages: [
          { id: 'q', content: 'What are your hours?', sender: 'user', timestamp: 1 },
          { id: 'a', content: 'Monday to Friday 8-6.', sender: 'bot', timestamp: 2 },
        ],
      }),
    );
    expect(reopenCarriedChat(document, sessionStorage)).toBe(true);
    expect([...log.querySelectorAll('p')].map((p) => [p.dataset.sender, p.textContent])).toEqual([
      ['user', 'What are your hours?'],
      ['bot', 'Monday to Friday 8-6.'],
    ]);
    expect(preview.showPopover).toHaveBeenCalled();
  });

  it('reopens nothing for a closed conversation', () => {
    drawGreeting();
    sessionStorage.setItem('wrap-lab-chat', JSON.stringify({ open: false, messages: [] }));
    expect(reopenCarriedChat(document, sessionStorage)).toBe(false);
  });
});
