// The bottom tab bar (seed 000 section 2, seed 001 section 2): Home, Class, Info, Order, Me.
// A red dot on Home for guests and on Info when a signed-in shopper has unread messages; the
// count of unused coupons on Me for a signed-in shopper. The member badges (and the calls
// behind them) are a separate chunk, so a guest's first screen does not carry them; it is
// fetched once the screen has painted, so the screen's own chunks and calls go first.
import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useIsSignedIn } from '../../lib/use-is-signed-in';
import { TabBarView } from './tab-bar-view';

const MemberTabBar = lazy(async () => ({
  default: (await import('./member-tab-bar')).MemberTabBar,
}));

export function TabBar() {
  const signedIn = useIsSignedIn();
  const painted = useAfterFirstPaint();
  if (!signedIn) return <TabBarView homeDot />;
  if (!painted) return <TabBarView />;
  return (
    <Suspense fallback={<TabBarView />}>
      <MemberTabBar />
    </Suspense>
  );
}
