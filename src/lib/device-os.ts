// The device's OS for the Me page's install offer (seed 000 section 2: "It detects the device
// OS: Android, or iOS for iPhone, iPad or Mac, default Android"). An iPad on iPadOS 13+
// reports itself as a Mac ("Macintosh"), which is why Mac counts as iOS.
import { useSyncExternalStore } from 'react';

export type DeviceOs = 'ios' | 'android';

const IOS_LIKE = /iPhone|iPad|iPod|Macintosh|Mac OS X/i;

export function detectDeviceOs(userAgent: string): DeviceOs {
  if (/Android/i.test(userAgent)) return 'android';
  return IOS_LIKE.test(userAgent) ? 'ios' : 'android';
}

const noSubscription = () => () => undefined;

/** The device OS in the browser; Android (the default) on the server and at hydration. */
export function useDeviceOs(): DeviceOs {
  return useSyncExternalStore(
    noSubscription,
    () => detectDeviceOs(navigator.userAgent),
    () => 'android',
  );
}
