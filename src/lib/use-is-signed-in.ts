import { useSyncExternalStore } from 'react';
import { isSignedIn, subscribeSession } from './session';

/** Whether the shopper is signed in, re-rendering on sign-in and sign-out. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isSignedIn, isSignedIn);
}
