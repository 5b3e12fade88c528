import { describe, expect, it, vi } from 'vitest';
import { createFrameBatch } from './frame-batch';
import { manualFrames } from './manual-frames';

describe('frame batch', () => {
  it('applies every change of a frame at once, the newest value per key winning', () => {
    const frames = manualFrames();
    const apply = vi.fn();
    const batch = createFrameBatch<string, number>(apply, frames.request);
    batch.set('a', 1);
    batch.set('b', 2);
    batch.set('a', 3);
    expect(frames.waiting).toBe(1);
    expect(apply).not.toHaveBeenCalled();
    expect(batch.pending('a')).toBe(3);
    frames.run();
    expect(apply).toHaveBeenCalledTimes(1);
    expect([...(apply.mock.calls[0]?.[0] ?? [])]).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    expect(batch.pending('a')).toBeUndefined();
  });

  it('asks for a new frame only when changes arrive again', () => {
    const frames = manualFrames();
    const apply = vi.fn();
    const batch = createFrameBatch<string, number>(apply, frames.request);
    batch.set('a', 1);
    frames.run();
    frames.run();
    expect(frames.waiting).toBe(0);
    batch.set('a', 2);
    expect(frames.waiting).toBe(1);
    frames.run();
    expect(apply).toHaveBeenCalledTimes(2);
  });

  it('flushes on demand, leaving nothing for the frame', () => {
    const frames = manualFrames();
    const apply = vi.fn();
    const batch = createFrameBatch<string, number>(apply, frames.request);
    batch.set('a', 1);
    batch.flush();
    frames.run();
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
