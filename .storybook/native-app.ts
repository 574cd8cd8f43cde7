// The native app around an app page's story (appAirwallex, payments ...): the React Native
// channel of src/lib/native-bridge.ts, recording what the page reports, so that a story shows
// the page after it reported and checks the bridge message it sent. Installed by the story's
// beforeEach, removed after it (as the unit tests' stubNativeChannel does).
import type { NativeMessage } from '../src/lib/native-bridge';

interface AppWindow {
  ReactNativeWebView?: { postMessage: (json: string) => void };
}

let posted: NativeMessage[] = [];

/** The story's beforeEach: the app's channel, empty, until the story ends. */
export function withNativeApp() {
  posted = [];
  const host = window as unknown as AppWindow;
  host.ReactNativeWebView = {
    postMessage: (json) => {
      posted.push(JSON.parse(json) as NativeMessage);
    },
  };
  return () => {
    delete host.ReactNativeWebView;
  };
}

/** The messages the page has posted to the app, in order. */
export function postedToApp(): readonly NativeMessage[] {
  return posted;
}
