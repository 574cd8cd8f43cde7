// jsdom's animation frames run from one interval timer it starts on the first request; when
// a test with fake timers makes that request, the interval is a fake one, and once the
// timers are real again no frame ever comes (the code that waits for a paint waits forever).
// Here a frame is a 16 ms timer of whichever timers are current, so it also follows fake
// timers while a test uses them.
if (typeof window !== 'undefined') {
  window.requestAnimationFrame = (callback: FrameRequestCallback) =>
    setTimeout(() => {
      callback(performance.now());
    }, 16) as unknown as number;
  window.cancelAnimationFrame = (id: number) => {
    clearTimeout(id);
  };
}
