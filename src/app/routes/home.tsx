// Home (seed 000 section 2, "Tab layout"): the shell's header and footer around the catalog's
// Home content; the head from the store init tdk; the pop-ups for signed-in users (seed 000
// section 4, "Other pop-ups"), a separate chunk fetched only for a signed-in shopper. The
// footer, below the first screen, is a chunk fetched once the first screen has painted (at
// once when Home opens after the page has painted, so Back restores the scroll position).
import { lazy, Suspense } from 'react';
import { HomeContent } from '../../features/catalog/home-content';
import { HomeHead } from '../../features/catalog/home-head';
import { SiteHeader } from '../../features/shell/site-header';
import { useAfterPagePaint } from '../../lib/use-after-first-paint';
import { useIsSignedIn } from '../../lib/use-is-signed-in';

const SiteFooter = lazy(async () => ({
  default: (await import('../../features/shell/site-footer')).SiteFooter,
}));
const SignedInPopups = lazy(async () => ({
  default: (await import('../../features/popups/signed-in-popups')).SignedInPopups,
}));

export function Component() {
  const signedIn = useIsSignedIn();
  const painted = useAfterPagePaint();
  return (
    <>
      <HomeHead />
      <SiteHeader />
      <HomeContent />
      {painted ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInPopups />
        </Suspense>
      ) : null}
    </>
  );
}
