// After a binding (email, mobile, phone change) succeeds: Binding_successful for 700 ms
// (seed 001 section 8), the user info fetched again so the hub and the Me page show the new
// state (inferred, see the contract), and back one page (seed 001 section 4).
import { useQueryClient } from '@tanstack/react-query';
import { getGetUserInfoQueryKey } from '../../api/generated/member/member';
import { BINDING_SUCCESS_MS } from '../../config/timing';
import { showToast } from '../../lib/toast-store';
import { useSecurityBack } from './security-page';

export function useBindingSuccess(): () => void {
  const queryClient = useQueryClient();
  const back = useSecurityBack();
  return () => {
    showToast({
      kind: 'success',
      messageKey: 'security:Binding_successful',
      durationMs: BINDING_SUCCESS_MS,
    });
    void queryClient.invalidateQueries({ queryKey: getGetUserInfoQueryKey() });
    back();
  };
}
