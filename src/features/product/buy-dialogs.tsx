// The dialogs of the buy rules (use-buy-flow): the precheck's server message, the
// address/info prompt and the purchase-limit popup. They show only after a tap on Buy, so
// they are a chunk of their own, fetched when the first one opens.
import { PurchaseLimitDialog } from '../../components/purchase-limit/purchase-limit-dialog';
import { PurchaseInfoDialog, PurchaseMessageDialog } from './purchase-prompts';

export type BuyPrompt =
  | { kind: 'message'; message: string }
  | { kind: 'info' }
  | { kind: 'limit'; limitType: string | undefined }
  | undefined;

interface BuyDialogsProps {
  prompt: BuyPrompt;
  onClose: () => void;
  onContactSupport: () => void;
}

export function BuyDialogs({ prompt, onClose, onContactSupport }: BuyDialogsProps) {
  return (
    <>
      <PurchaseMessageDialog
        open={prompt?.kind === 'message'}
        message={prompt?.kind === 'message' ? prompt.message : ''}
        onClose={onClose}
      />
      <PurchaseInfoDialog
        open={prompt?.kind === 'info'}
        onClose={onClose}
        onContactSupport={onContactSupport}
      />
      <PurchaseLimitDialog
        open={prompt?.kind === 'limit'}
        limitType={prompt?.kind === 'limit' ? prompt.limitType : undefined}
        onClose={onClose}
      />
    </>
  );
}
