// @vitest-environment happy-dom
import { PAUSE_MS, watchVisitorPauses, type VisitorPauses } from './visitor-pause';

const state = (promise: Promise<void>) => {
  let now = 'waiting';
  void promise.then(() => (now = 'paused'));
  return () => now;
};

describe("the visitor's pause before the scripts start", () => {
  let pauses: VisitorPauses;
  beforeEach(() => {
    vi.useFakeTimers();
    pauses = watchVisitorPauses(window);
  });
  afterEach(() => {
    pauses.stop();
    vi.useRealTimers();
  });

  it('is there at once when the visitor has only moved the pointer', async () => {
    window.dispatchEvent(new Event('pointermove'));
    const paused = state(pauses.paused());
    await vi.advanceTimersByTimeAsync(0);
    expect(paused()).toBe('paused');
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'input', 'wheel', 'scroll'])(
    'comes a full pause after a %s',
    async (type) => {
      window.dispatchEvent(new Event(type));
      const paused = state(pauses.paused());
      await vi.advanceTimersByTimeAsync(PAUSE_MS - 1);
      expect(paused()).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(paused()).toBe('paused');
    },
  );

  it('waits while the visitor keeps typing, and comes once the typing stops', async () => {
    window.dispatchEvent(new Event('touchstart'));
    const paused = state(pauses.paused());
    for (let key = 0; key < 5; key++) {
      await vi.advanceTimersByTimeAsync(PAUSE_MS / 2);
      window.dispatchEvent(new Event('keydown'));
    }
    expect(paused()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(PAUSE_MS);
    expect(paused()).toBe('paused');
  });

  it('no longer counts acts once stopped', async () => {
    pauses.stop();
    window.dispatchEvent(new Event('keydown'));
    const paused = state(pauses.paused());
    await vi.advanceTimersByTimeAsync(0);
    expect(paused()).toBe('paused');
  });
});
