// The mock payment provider (development and tests): it draws plain controls where the
// real provider draws its iframe, and ends each payment with the outcome chosen in the
// scenario switcher (mock-outcome.ts): success, failure, pending or closed. The drop-in and
// wallets pay with their own button (and can be cancelled: closed); the card fields and the
// security code report completeness as the real ones do, and confirm with the chosen outcome.
import { getMockOutcome } from './mock-outcome';
import type {
  ElementSpec,
  MountedElement,
  PaymentOutcome,
  PaymentOutcomeKind,
  PaymentProvider,
  ProviderTexts,
} from './types';

export const MOCK_FAILURE_REASON = 'Mock provider: the payment was declined.';

export function mockOutcome(kind: PaymentOutcomeKind = getMockOutcome()): PaymentOutcome {
  return kind === 'failure' ? { kind, reason: MOCK_FAILURE_REASON } : { kind };
}

function button(text: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.style.minHeight = '44px';
  element.style.padding = '0 16px';
  element.addEventListener('click', onClick);
  return element;
}

function input(label: string, pattern: RegExp, onComplete?: (complete: boolean) => void) {
  const wrapper = document.createElement('label');
  wrapper.style.display = 'flex';
  wrapper.style.flexDirection = 'column';
  wrapper.style.gap = '4px';
  wrapper.style.marginBottom = '12px';
  wrapper.textContent = label;
  const field = document.createElement('input');
  field.inputMode = 'numeric';
  field.autocomplete = 'off';
  field.style.minHeight = '40px';
  field.addEventListener('input', () => {
    onComplete?.(pattern.test(field.value.replace(/\s/g, '')));
  });
  wrapper.append(field);
  return wrapper;
}

function amountText(spec: ElementSpec): string {
  return spec.kind === 'applePay' || spec.kind === 'googlePay'
    ? `${spec.amount.toFixed(2)} ${spec.intent.currency}`
    : spec.kind === 'dropIn'
      ? spec.intent.currency
      : '';
}

export function createMockProvider(texts: ProviderTexts): PaymentProvider {
  return {
    name: 'mock',
    mount(container, spec, handlers) {
      const root = document.createElement('div');
      root.dataset.mockProvider = spec.kind;
      const notice = document.createElement('p');
      notice.textContent = texts.notice;
      root.append(notice);

      if (spec.kind === 'card') {
        root.append(input(texts.cardNumber, /^\d{12,19}$/, handlers.onComplete));
      } else if (spec.kind === 'cvc') {
        root.append(input(texts.securityCode, /^\d{3,4}$/, handlers.onComplete));
      } else {
        const row = document.createElement('div');
        row.style.display = 'flex';
        row.style.gap = '12px';
        row.append(
          button(texts.pay(amountText(spec)), () => handlers.onOutcome?.(mockOutcome())),
          button(texts.cancel, () => handlers.onOutcome?.({ kind: 'closed' })),
        );
        root.append(row);
      }
      container.replaceChildren(root);
      handlers.onReady?.();

      const mounted: MountedElement = {
        confirm: () => Promise.resolve(mockOutcome()),
        destroy: () => {
          root.remove();
        },
      };
      return Promise.resolve(mounted);
    },
  };
}
