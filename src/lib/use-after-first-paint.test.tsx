import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterNextPaint,
  notePaintedByServer,
  useAfterFirstPaint,
  useAfterPagePaint,
} from './use-after-first-paint';

/** Frames are run by hand: each call runs the frame callbacks queued so far. */
function controlFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames[id - 1] = () => undefined;
  });
  return () => {
    for (const frame of frames.splice(0)) frame(0);
  };
}

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs in the task after the next frame, not in the frame itself', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frame = controlFrames();
    const done = vi.fn();
    afterNextPaint(done);
    vi.runAllTimers();
    expect(done).not.toHaveBeenCalled();
    frame();
    expect(done).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('is called off by its cancel function, before or after the frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frame = controlFrames();
    const early = vi.fn();
    const late = vi.fn();
    afterNextPaint(early)();
    const cancelLate = afterNextPaint(late);
    frame();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('waits only for the current task in a hidden page, which paints nothing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const done = vi.fn();
    afterNextPaint(done);
    vi.runAllTimers();
    expect(done).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
  });
});

describe('useAfterFirstPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function Probe({ ready, seen }: { ready?: boolean; seen: boolean[] }) {
    const painted = useAfterFirstPaint(ready);
    useEffect(() => {
      seen.push(painted);
    });
    return <p>{painted ? 'painted' : 'first'}</p>;
  }

  it('is false for the first commit and true once it has been painted', async () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([false]);
    expect(await screen.findByText('painted')).toBeInTheDocument();
    await waitFor(() => {
      expect(seen).toEqual([false, true]);
    });
  });

  it('waits for a render with ready true to be painted', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frame = controlFrames();
    const seen: boolean[] = [];
    const { rerender } = render(<Probe ready={false} seen={seen} />);
    frame();
    act(() => {
      vi.runAllTimers();
    });
    expect(screen.getByText('first')).toBeInTheDocument();
    rerender(<Probe ready seen={seen} />);
    expect(screen.getByText('first')).toBeInTheDocument();
    frame();
    act(() => {
      vi.runAllTimers();
    });
    expect(screen.getByText('painted')).toBeInTheDocument();
  });
});

describe('useAfterPagePaint', () => {
  function Probe({ seen }: { seen: boolean[] }) {
    const painted = useAfterPagePaint();
    useEffect(() => {
      seen.push(painted);
    });
    return <p>{painted ? 'painted' : 'first'}</p>;
  }

  it('waits for the paint on the page load, and not on a screen opened after it', async () => {
    const landing: boolean[] = [];
    const first = render(<Probe seen={landing} />);
    expect(landing).toEqual([false]);
    expect(await screen.findByText('painted')).toBeInTheDocument();
    first.unmount();
    const next: boolean[] = [];
    render(<Probe seen={next} />);
    expect(next).toEqual([true]);
  });

  it('does not wait on a page the server rendered: its HTML has painted', () => {
    notePaintedByServer();
    const landing: boolean[] = [];
    render(<Probe seen={landing} />);
    expect(landing).toEqual([true]);
  });
});
