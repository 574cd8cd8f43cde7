// The page's beacons, recorded: navigator.sendBeacon replaced by a recorder that accepts.
export interface Beacon {
  url: string;
  body: string;
}

export function recordBeacons(): Beacon[] {
  const beacons: Beacon[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body });
      return true;
    },
  });
  return beacons;
}
