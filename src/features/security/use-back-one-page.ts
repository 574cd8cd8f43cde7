// Seed 001 section 4: after a phone change "Success shows 'Binding successful' and goes back
// one page". A page opened first in the visit (a shared link) has no page before it in the
// app: it goes to `fallback` (the account security hub) instead of leaving the site.
import { useLocation, useNavigate } from 'react-router-dom';

export function useBackOnePage(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  };
}
