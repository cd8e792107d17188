/**
 * afterNextFrame (src/lib/afterNextFrame.ts), which the skip-to-content focus after a client navigation waits on:
 * the callback runs in a task of its own after the frame, never in the frame callback, and cancelling stops it at
 * either step.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {afterNextFrame, type FrameScope} from '../../src/lib/afterNextFrame';

/** A scope whose frames and timers run only when the test says so. */
function fakeScope() {
  const frames = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let next = 1;
  const scope: FrameScope = {
    requestAnimationFrame: (callback) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (handle) => frames.delete(handle),
    setTimeout: (callback) => {
      timers.set(next, callback);
      return next++;
    },
    clearTimeout: (handle) => timers.delete(handle),
  };
  const drain = (queue: Map<number, () => void>) => {
    const callbacks = [...queue.values()];
    queue.clear();
    callbacks.forEach((callback) => callback());
  };
  return {scope, frame: () => drain(frames), tasks: () => drain(timers), pending: () => frames.size + timers.size};
}

test('the callback runs in the task after the frame, not in the frame callback', () => {
  const fake = fakeScope();
  const calls: string[] = [];
  afterNextFrame(() => calls.push('focus'), fake.scope);
  fake.tasks();
  assert.deepEqual(calls, [], 'a timer queued before the frame does not run it');
  fake.frame();
  assert.deepEqual(calls, [], 'the frame callback only queues it');
  fake.tasks();
  assert.deepEqual(calls, ['focus']);
});

test('cancelling before the frame or between the frame and the task stops the callback', () => {
  for (const cancelAfterFrame of [false, true]) {
    const fake = fakeScope();
    let called = false;
    const cancel = afterNextFrame(() => {
      called = true;
    }, fake.scope);
    if (cancelAfterFrame) fake.frame();
    cancel();
    fake.frame();
    fake.tasks();
    assert.equal(called, false, cancelAfterFrame ? 'cancelled after the frame' : 'cancelled before the frame');
    assert.equal(fake.pending(), 0);
  }
});
