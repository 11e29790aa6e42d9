import assert from 'node:assert/strict';
import { afterEach, beforeEach, mock, test } from 'node:test';

import { sharedLink, type Flow } from './mobile-network';

/** A response on the browser's side: what it has received, in order. */
function flow(name: string, heard: string[]): Flow & { destroyed: boolean } {
  return {
    destroyed: false,
    write: (slice: Buffer) => heard.push(`${name}:${slice.toString()}`),
    end: () => heard.push(`${name}:end`),
  };
}

// 1,000 bytes a second: a slice of 100 bytes takes the link 100 ms.
const slice = (text: string) => Buffer.from(text.padEnd(100, '.'));
const words = (heard: string[]) => heard.map((entry) => entry.replace(/\.+$/, ''));

/** Time passes a millisecond at a time, so a timer set by a timer's callback is run in turn too. */
const elapse = (ms: number) => {
  for (let step = 0; step < ms; step++) mock.timers.tick(1);
};

beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
afterEach(() => mock.timers.reset());

test('a slice arrives once the link has carried all of it, and the end after the last slice', () => {
  const heard: string[] = [];
  const link = sharedLink(1_000);
  const page = flow('page', heard);
  link.carry(page, slice('one'));
  link.carry(page, slice('two'));
  link.carry(page, null);
  elapse(99);
  assert.deepEqual(heard, []);
  elapse(1);
  assert.deepEqual(words(heard), ['page:one']);
  elapse(100);
  assert.deepEqual(words(heard), ['page:one', 'page:two', 'page:end']);
});

test('two responses under way take the link in turn', () => {
  const heard: string[] = [];
  const link = sharedLink(1_000);
  const [document, image] = [flow('document', heard), flow('image', heard)];
  for (const text of ['a', 'b', 'c']) link.carry(image, slice(text));
  link.carry(document, slice('x'));
  link.carry(document, slice('y'));
  elapse(500);
  assert.deepEqual(words(heard), ['image:a', 'document:x', 'image:b', 'document:y', 'image:c']);
});

test('a response the browser dropped takes no more of the link', () => {
  const heard: string[] = [];
  const link = sharedLink(1_000);
  const [dropped, kept] = [flow('dropped', heard), flow('kept', heard)];
  for (const text of ['a', 'b', 'c']) link.carry(dropped, slice(text));
  link.carry(kept, slice('x'));
  elapse(100);
  dropped.destroyed = true;
  elapse(100);
  assert.deepEqual(words(heard), ['dropped:a', 'kept:x']);
  // The link is free again: a new response's first slice takes only its own time.
  link.carry(kept, slice('y'));
  elapse(100);
  assert.deepEqual(words(heard), ['dropped:a', 'kept:x', 'kept:y']);
});
