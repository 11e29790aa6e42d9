// @vitest-environment happy-dom
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    const setTimeout = vi.fn();
    await yieldToBrowser({ scheduler: { yield: schedulerYield }, setTimeout });
    expect(schedulerYield).toHaveBeenCalledOnce();
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('without a scheduler, resumes on a zero-delay timer: a task later, after the microtasks already queued', async () => {
    const order: string[] = [];
    const resumed = yieldToBrowser({ setTimeout: (handler, ms) => window.setTimeout(handler, ms) }).then(() =>
      order.push('resumed'),
    );
    queueMicrotask(() => order.push('microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'resumed']);
  });
});
