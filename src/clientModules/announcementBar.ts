/**
 * The theme's inline script hides the announcement bar whenever any bar was
 * dismissed before, without comparing ids, so a new announcement stayed
 * hidden until the second page load. Show it again when the id changed.
 */
import siteConfig from '@generated/docusaurus.config';
import {localStorageOrNull} from '../lib/browserStorage';

const ID_KEY = 'docusaurus.announcement.id';

export function isNewAnnouncement(configuredId: string | undefined, storedId: string | null): boolean {
  return Boolean(configuredId) && storedId !== null && storedId !== configuredId;
}

if (typeof window !== 'undefined') {
  const announcementBar = (siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar;
  try {
    if (isNewAnnouncement(announcementBar?.id, localStorageOrNull()?.getItem(ID_KEY) ?? null)) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch {
    // Storage can be unavailable (private mode); the theme then always shows the bar.
  }
}
