// The redeem-code box of ConfirmOrder's Discounts section and the Coupons page's redeem
// dialog: a text field that keeps at most 12 characters (seed 001 section 9), with no
// autocorrect or spell check and capitals offered, as a code is typed.
import { limitRedeemCode, REDEEM_CODE_MAX } from '../redeem-code';
import { TextField, type TextFieldProps } from './text-field';

export type RedeemCodeFieldProps = Omit<
  TextFieldProps,
  'maxLength' | 'normalise' | 'autoCapitalize' | 'autoCorrect' | 'spellCheck'
>;

export function RedeemCodeField(props: RedeemCodeFieldProps) {
  return (
    <TextField
      {...props}
      maxLength={REDEEM_CODE_MAX}
      normalise={limitRedeemCode}
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
    />
  );
}
