// A payment provider's element on a page: loads the provider of this build (only here, by
// dynamic import), mounts the element described by `spec` into its slot, and hands its
// events to the page. The element is mounted in an effect (nothing on a server) and
// destroyed when the page leaves or the spec changes.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale';
import { loadPaymentProvider } from './provider/load-provider';
import type {
  ElementHandlers,
  ElementSpec,
  MountedElement,
  PaymentOutcome,
} from './provider/types';
import styles from './payment.module.css';

interface ProviderElementProps extends ElementHandlers {
  spec: ElementSpec;
  /** The mounted element, for pages that confirm it themselves (card, cvc). */
  onMounted?: (element: MountedElement | null) => void;
  /** The provider could not be loaded or mounted (after it is logged). */
  onError?: (error: unknown) => void;
  label: string;
}

export function ProviderElement({
  spec,
  onMounted,
  onReady,
  onComplete,
  onOutcome,
  onError,
  label,
}: ProviderElementProps) {
  const { t } = useTranslation('payment');
  const lang = useLocale();
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const key = JSON.stringify(spec);

  const handleReady = useEffectEvent(() => {
    setState('ready');
    onReady?.();
  });
  const handleComplete = useEffectEvent((complete: boolean) => onComplete?.(complete));
  const handleOutcome = useEffectEvent((outcome: PaymentOutcome) => onOutcome?.(outcome));
  const handleError = useEffectEvent((error: unknown) => onError?.(error));
  const handleMounted = useEffectEvent((element: MountedElement | null) => onMounted?.(element));
  const providerTexts = useEffectEvent(() => ({
    notice: t('provider.mockNotice'),
    pay: (amount: string) => t('provider.mockPay', { amount }),
    cancel: t('provider.mockCancel'),
    cardNumber: t('provider.mockCard'),
    securityCode: t('provider.mockCvc'),
  }));

  useEffect(() => {
    const slotElement = slot.current;
    if (!slotElement) return;
    let live = true;
    let mounted: MountedElement | undefined;
    // Each mount gets its own host node, so a late mount can never replace a newer one.
    const container = document.createElement('div');
    slotElement.append(container);
    setState('loading');
    const parsed = JSON.parse(key) as ElementSpec;
    loadPaymentProvider(providerTexts(), lang)
      .then((provider) => {
        if (!live) return undefined;
        return provider.mount(container, parsed, {
          onReady: () => {
            if (live) handleReady();
          },
          onComplete: (complete) => {
            if (live) handleComplete(complete);
          },
          onOutcome: (outcome) => {
            if (live) handleOutcome(outcome);
          },
        });
      })
      .then((element) => {
        if (!element) return;
        if (!live) {
          element.destroy();
          return;
        }
        mounted = element;
        handleMounted(element);
      })
      .catch((error: unknown) => {
        console.warn('[payment] the provider element could not be mounted', error);
        if (!live) return;
        setState('failed');
        handleError(error);
      });
    return () => {
      live = false;
      mounted?.destroy();
      container.remove();
      handleMounted(null);
    };
    // The handlers are effect events; the spec is compared by its JSON.
  }, [key, lang]);

  return (
    <div className={styles.providerSlot} aria-label={label} role="group">
      {state === 'loading' && (
        <p role="status" className={styles.notice}>
          {t('provider.loading')}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('provider.loadFailed')}
        </p>
      )}
      <div ref={slot} />
    </div>
  );
}
