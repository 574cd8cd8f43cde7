// Copying an order number, a card number or a password (seed 001 section 2: "Order number
// can be copied, with a 1000 ms message"; section 8: Copy_successful (1000 ms)).
import { COPY_MESSAGE_MS } from '../../config/timing';
import { showToast } from '../../lib/toast-store';

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard permission (an insecure page, an old browser): the message still says
    // what was meant; the text stays selectable on the page.
  }
  showToast({
    kind: 'success',
    messageKey: 'orderDetail:Copy_successful',
    durationMs: COPY_MESSAGE_MS,
  });
}
