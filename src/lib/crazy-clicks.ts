// Rapid tapping (seed 001 section 5: "more than 5 taps within 300 ms intervals shows 'Crazy
// clicks'"): a tap counts towards a burst when it follows the previous one within 300 ms.
import { CRAZY_CLICK_INTERVAL_MS, CRAZY_CLICK_TAPS } from '../config/timing';

export function createCrazyClickDetector(onCrazy: () => void) {
  let last = Number.NEGATIVE_INFINITY;
  let burst = 0;
  let reported = false;
  return (time: number) => {
    burst = time - last <= CRAZY_CLICK_INTERVAL_MS ? burst + 1 : 1;
    last = time;
    if (burst <= CRAZY_CLICK_TAPS) {
      reported = false;
      return;
    }
    if (!reported) {
      reported = true;
      onCrazy();
    }
  };
}
