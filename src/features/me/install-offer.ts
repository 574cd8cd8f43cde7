// What the Me page offers for installing the store (seed 001 section 2: "The install banner
// or app download shows for iOS-like devices when appPoints is at least 51, otherwise an
// add-to-desktop video guide"), and its 'upgrade security' tag ("when the email or mobile
// status equals 1").
import { VerificationStatus } from '../../api/generated/model/verificationStatus';
import type { UserInfo } from '../../api/generated/model';
import type { DeviceOs } from '../../lib/device-os';

/** appPoints from which an iOS-like device is offered the app (seed: "at least 51"). */
export const APP_POINTS_FOR_APP = 51;

export type InstallOffer = 'app' | 'add-to-desktop';

/**
 * iOS-like devices: the app from 51 app points, the add-to-desktop guide below. Android gets
 * the app download (inferred: the seeds name the add-to-desktop guide for iOS-like devices
 * only, and the app stores are on the content allow-list). Either way the app is offered
 * only when the device's store listing is configured (`storeUrl`); without one the
 * add-to-desktop guide is offered, never an invented link.
 */
export function installOffer(
  os: DeviceOs,
  appPoints: number,
  storeUrl: string | undefined,
): InstallOffer {
  if (!storeUrl) return 'add-to-desktop';
  if (os === 'android') return 'app';
  return appPoints >= APP_POINTS_FOR_APP ? 'app' : 'add-to-desktop';
}

export function needsSecurityUpgrade(info: Pick<UserInfo, 'email' | 'mobile'>): boolean {
  return (
    info.email.status === VerificationStatus.notVerified ||
    info.mobile.status === VerificationStatus.notVerified
  );
}
