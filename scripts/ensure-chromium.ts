// Makes sure the browser tests' Chromium is there: Debian's headless shell
// (tests/e2e/chromium.ts says why the shell), installed with apt-get when missing.
import { JOURNEY_BROWSER } from '../tests/e2e/chromium.ts';
import { ensureDebianBrowser } from './lib/debian-browser.ts';

ensureDebianBrowser(JOURNEY_BROWSER);
