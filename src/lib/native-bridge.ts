// The one way an app-embedded page (appFastPay, appAirwallex, appGooglepay, appleAppPay,
// payments) tells the native app how a payment ended (seed 001 section 4, "App payments").
// docs/native-bridge.md is the app developers' description of it.
//
// Channels, the first one present is used:
//   ios           window.webkit.messageHandlers[<handler>].postMessage(message)  (an object)
//   android       window[<handler>].postMessage(json)      (a JavaScript interface, a string)
//   react-native  window.ReactNativeWebView.postMessage(json)                      (a string)
//   parent        window.parent / window.opener .postMessage(message, <parentOrigin>), only
//                 when an origin is configured: never '*'
// The message carries the page, the result and the order id: never the client_secret, card
// data or the token (it is built field by field from what the caller passes). Messages the
// page receives are accepted only from the configured parent origin.
import { nativeBridge } from '../config/payment';

export type NativeResult = 'success' | 'failure' | 'pending' | 'close';
export type NativeChannel = 'ios' | 'android' | 'react-native' | 'parent' | 'none';

export const BRIDGE_SOURCE = 'topup-storefront';
export const BRIDGE_MESSAGE_TYPE = 'payment-result';

export interface NativeMessage {
  source: typeof BRIDGE_SOURCE;
  type: typeof BRIDGE_MESSAGE_TYPE;
  /** The route name of the page (appFastPay, appAirwallex, ...). */
  page: string;
  result: NativeResult;
  orderId?: string;
  /** A short reason for a failure (the provider's message), never payment data. */
  reason?: string;
}

export interface BridgeConfig {
  handler: string;
  parentOrigin: string;
}

interface PostTarget {
  postMessage: (message: string) => void;
}

interface BridgeWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage: (message: unknown) => void }> };
  ReactNativeWebView?: PostTarget;
  parent?: unknown;
  opener?: unknown;
  [handler: string]: unknown;
}

const MAX_REASON = 200;

function isPostTarget(value: unknown): value is PostTarget {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { postMessage?: unknown }).postMessage === 'function'
  );
}

/** The message of a result: only these fields, whatever the caller holds. */
export function nativeMessage(input: {
  page: string;
  result: NativeResult;
  orderId?: string | undefined;
  reason?: string | undefined;
}): NativeMessage {
  return {
    source: BRIDGE_SOURCE,
    type: BRIDGE_MESSAGE_TYPE,
    page: input.page,
    result: input.result,
    ...(input.orderId ? { orderId: input.orderId } : {}),
    ...(input.result === 'failure' && input.reason
      ? { reason: input.reason.slice(0, MAX_REASON) }
      : {}),
  };
}

/** Posts the result to the native app through the first channel present; says which. */
export function postToNativeApp(
  input: Parameters<typeof nativeMessage>[0],
  target: Window = window,
  config: BridgeConfig = nativeBridge(),
): NativeChannel {
  const message = nativeMessage(input);
  const json = JSON.stringify(message);
  const host = target as unknown as BridgeWindow;

  const ios = host.webkit?.messageHandlers?.[config.handler];
  if (ios && typeof ios.postMessage === 'function') {
    ios.postMessage(message);
    return 'ios';
  }
  const android = host[config.handler];
  if (isPostTarget(android)) {
    android.postMessage(json);
    return 'android';
  }
  if (isPostTarget(host.ReactNativeWebView)) {
    host.ReactNativeWebView.postMessage(json);
    return 'react-native';
  }
  if (config.parentOrigin) {
    const other = host.parent !== target ? host.parent : host.opener;
    if (other && other !== target && isPostTarget(other)) {
      (other as unknown as Window).postMessage(message, config.parentOrigin);
      return 'parent';
    }
  }
  console.warn('[native bridge] no channel to the app for', message.page, message.result);
  return 'none';
}

/** What the app may send to the page: a request to end the payment (close). */
export interface NativeCommand {
  source: 'topup-app';
  type: 'close';
}

function isNativeCommand(data: unknown): data is NativeCommand {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === 'topup-app' &&
    (data as { type?: unknown }).type === 'close'
  );
}

/**
 * Listens for the app's commands posted to the page; only messages from the configured
 * parent origin are read (none when it is not set). Returns the unsubscribe.
 */
export function listenToNativeApp(
  onCommand: (command: NativeCommand) => void,
  target: Window = window,
  config: BridgeConfig = nativeBridge(),
): () => void {
  if (!config.parentOrigin) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (event.origin !== config.parentOrigin) return;
    if (isNativeCommand(event.data)) onCommand(event.data);
  };
  target.addEventListener('message', listener);
  return () => {
    target.removeEventListener('message', listener);
  };
}
