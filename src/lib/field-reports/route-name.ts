// The route a report names (issue 26 item 3): the route table's name of the screen on
// show (goodsDetail, Order), never its address, which may hold ids or a token.
type RouteName = () => string;

let current: RouteName = () => 'unknown';

/** Called once by main.tsx with the router's view of the screen on show. */
export function provideRouteName(routeName: RouteName): void {
  current = routeName;
}

export function currentRouteName(): string {
  return current();
}

/** The screen's name from the router's matches (each screen route's handle names it). */
export function screenOfMatches(matches: readonly { route: { handle?: unknown } }[]): string {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.route.handle;
    if (typeof handle === 'object' && handle !== null && 'screen' in handle) {
      const screen = handle.screen;
      if (typeof screen === 'string') return screen;
    }
  }
  return 'unknown';
}
