// The Me page's install banner: the app download (Android, or an iOS-like device with at
// least 51 app points; only when that store's listing is configured) or the add-to-desktop
// video guide in the one Dialog (its video when configured, else its steps). Opening the
// guide sends the bare tracking record ({trackingPosition} only; seed 001 section 7: "A bare
// trackingPosition variant exists for add-to-desktop"), fire-and-forget.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logTrackingEvent } from '../../api/generated/tracking/tracking';
import { Dialog } from '../../components/dialog';
import { addToDesktopVideoUrl, appDownloadUrl } from '../../config/external-pages';
import { useDeviceOs } from '../../lib/device-os';
import { installOffer } from './install-offer';
import { MeBanner } from './me-banner';
import styles from './me.module.css';

/** trackingPosition of the add-to-desktop record (contract: tracking.yaml, addToDesktop). */
export const ADD_TO_DESKTOP_POSITION = 'add_to_desktop';

const GUIDE_STEPS = ['share', 'add', 'confirm'] as const;

export function InstallBanner({ appPoints }: { appPoints: number }) {
  const { t } = useTranslation('me');
  const os = useDeviceOs();
  const [guideOpen, setGuideOpen] = useState(false);

  const storeUrl = appDownloadUrl(os);
  const videoUrl = addToDesktopVideoUrl();

  if (storeUrl && installOffer(os, appPoints, storeUrl) === 'app') {
    return (
      <MeBanner
        title={t('install.title')}
        text={t('install.text')}
        href={storeUrl}
        linkLabel={t('install.download')}
      />
    );
  }

  const openGuide = () => {
    setGuideOpen(true);
    void logTrackingEvent({ trackingPosition: ADD_TO_DESKTOP_POSITION }, { silent: true }).catch(
      () => undefined,
    );
  };

  return (
    <MeBanner
      title={t('desktop.title')}
      text={t('desktop.text')}
      action={
        <button type="button" className={styles.bannerAction} onClick={openGuide}>
          {t('desktop.open')}
        </button>
      }
    >
      <Dialog
        open={guideOpen}
        title={t('desktop.guideTitle')}
        onClose={() => {
          setGuideOpen(false);
        }}
        variant="sheet"
        closeLabel={t('desktop.close')}
      >
        {videoUrl && (
          <video
            className={styles.video}
            src={videoUrl}
            controls
            muted
            playsInline
            aria-label={t('desktop.videoLabel')}
          />
        )}
        <ol className={styles.steps}>
          {GUIDE_STEPS.map((step) => (
            <li key={step}>{t(`desktop.steps.${step}`)}</li>
          ))}
        </ol>
      </Dialog>
    </MeBanner>
  );
}
