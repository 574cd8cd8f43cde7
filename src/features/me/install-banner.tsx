// The Me page's install banner: the app download (Android, or an iOS-like device with at
// least 51 app points; only when that store's listing is configured) or the add-to-desktop
// offer: the browser's own install prompt where it offers one (beforeinstallprompt,
// lib/install-prompt.ts; issue 26), else the video guide in the one Dialog (its video when
// configured, else its steps). Either tap sends the bare tracking record ({trackingPosition}
// only; seed 001 section 7: "A bare trackingPosition variant exists for add-to-desktop"),
// fire-and-forget; the prompt's outcome is not sent, the bare record has no field for it
// (docs/storefront-choices.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logTrackingEvent } from '../../api/generated/tracking/tracking';
import { Dialog } from '../../components/dialog';
import { addToDesktopVideoUrl, appDownloadUrl } from '../../config/external-pages';
import { useDeviceOs } from '../../lib/device-os';
import { showInstallPrompt, useInstallPromptOffered } from '../../lib/install-prompt';
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
  const promptOffered = useInstallPromptOffered();

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

  const track = () => {
    void logTrackingEvent({ trackingPosition: ADD_TO_DESKTOP_POSITION }, { silent: true }).catch(
      () => undefined,
    );
  };
  const openGuide = () => {
    setGuideOpen(true);
    track();
  };
  const install = () => {
    track();
    void showInstallPrompt().then((outcome) => {
      // Let go between the render and the tap (installed meanwhile): the guide instead.
      if (outcome === 'unavailable') setGuideOpen(true);
    });
  };

  return (
    <MeBanner
      title={t('desktop.title')}
      text={t('desktop.text')}
      action={
        promptOffered ? (
          <button type="button" className={styles.bannerAction} onClick={install}>
            {t('desktop.install')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.bannerAction}
            aria-haspopup="dialog"
            onClick={openGuide}
          >
            {t('desktop.open')}
          </button>
        )
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
