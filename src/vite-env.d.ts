/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The desktop host's origin (src/config/desktop-host.ts); unset: no redirect. */
  readonly VITE_DESKTOP_ORIGIN?: string;
}
