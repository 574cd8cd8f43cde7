// Home (seed 000 section 2, "Tab layout"): the shell's header and footer around the catalog's
// Home content; the head from the store init tdk; the pop-ups for signed-in users (seed 000
// section 4, "Other pop-ups"), a separate chunk fetched only for a signed-in shopper.
import { lazy, Suspense } from 'react';
import { HomeContent } from '../../features/catalog/home-content';
import { HomeHead } from '../../features/catalog/home-head';
import { SiteFooter } from '../../features/shell/site-footer';
import { SiteHeader } from '../../features/shell/site-header';
import { useIsSignedIn } from '../../lib/use-is-signed-in';

const SignedInPopups = lazy(async () => ({
  default: (await import('../../features/popups/signed-in-popups')).SignedInPopups,
}));

export function Component() {
  const signedIn = useIsSignedIn();
  return (
    <>
      <HomeHead />
      <SiteHeader />
      <HomeContent />
      <SiteFooter />
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInPopups />
        </Suspense>
      ) : null}
    </>
  );
}
