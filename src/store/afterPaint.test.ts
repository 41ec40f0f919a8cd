// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, flushWhenPageHides } from './afterPaint';

afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
});

describe('afterPaint', () => {
  it('waits for the next frame, then for the browser to be idle (with a deadline); runs once', () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    const idles: (() => void)[] = [];
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((cb) => frames.push(() => cb(0)));
    const ric = vi.fn((cb: () => void, _opts?: { timeout: number }) => idles.push(cb));
    (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = ric;
    const run = vi.fn();
    afterPaint(run);
    expect(ric).not.toHaveBeenCalled();
    frames.splice(0).forEach((f) => f());
    expect(ric.mock.calls[0][1]).toEqual({ timeout: 200 });
    expect(run).not.toHaveBeenCalled();
    idles.splice(0).forEach((f) => f());
    expect(run).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
    raf.mockRestore();
  });

  it('runs within a second when no frame comes (hidden page) or without idle callbacks', () => {
    vi.useFakeTimers();
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0);
    const run = vi.fn();
    afterPaint(run);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    raf.mockRestore();
  });
});

describe('flushWhenPageHides', () => {
  it('flushes on pagehide and when the page becomes hidden', () => {
    const flush = vi.fn();
    flushWhenPageHides(flush);
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(1);
    const vis = vi.spyOn(document, 'visibilityState', 'get');
    vis.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(1);
    vis.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flush).toHaveBeenCalledTimes(2);
    vis.mockRestore();
  });
});
