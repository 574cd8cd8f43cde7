// The height held for ConfirmOrder's form (the Information and Discounts sections) while its
// chunk loads, so the payment methods below it stay where they are when it arrives. The
// figures are the sections' layout (confirm-order.module.css, the form fields) measured in
// Chromium at 375 and 412 px wide with one-line labels; a label that wraps makes the form
// taller by its extra lines.
import type { RechargeParameter, SavedAccountOption } from '../../api/generated/model';

/** The gap between the form's sections and between the fields (12 px). */
const GAP = 12;
/** A section's padding, top and bottom. */
const SECTION_PADDING = 24;
/** Information's heading row (the title and the recharge-help button). */
const INFORMATION_HEAD = 44;
/** The saved-account chooser's button, when there are saved accounts (voList). */
const SAVED_ACCOUNTS_BUTTON = 44;
/** Discounts: the title, the coupon row and the redeem box, with padding and gaps. */
const DISCOUNTS = 179;

/** One field, label and control: a textarea (type 3) and the short-video id with its check (type 4) are taller. */
function fieldHeight(type: number): number {
  if (type === 3) return 101;
  if (type === 4) return 104;
  return 68;
}

export function formPlaceholderHeight(
  parameters: readonly RechargeParameter[],
  savedAccounts: readonly SavedAccountOption[],
): number {
  if (parameters.length === 0) return DISCOUNTS;
  const fields = parameters.reduce((sum, p) => sum + fieldHeight(p.type), 0);
  const rows = [INFORMATION_HEAD, fields + GAP * (parameters.length - 1)];
  if (savedAccounts.length > 0) rows.push(SAVED_ACCOUNTS_BUTTON);
  const information =
    SECTION_PADDING + rows.reduce((sum, h) => sum + h, 0) + GAP * (rows.length - 1);
  return information + GAP + DISCOUNTS;
}
