/**
 * Whether the build can read when each page last changed. Docusaurus takes a
 * page's "Last updated" date from `git log`; in a shallow clone (the default of
 * many CI checkouts) every file would get the date of the one fetched commit,
 * and outside git there is no date at all. The config turns the dates off then
 * and prints why, rather than publish wrong dates.
 */
import {execFileSync} from 'node:child_process';

export type GitHistory = 'full' | 'shallow' | 'missing';

export function readGitHistory(cwd: string): GitHistory {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return shallow === 'false' ? 'full' : 'shallow';
  } catch {
    return 'missing';
  }
}

/** The warning printed when the dates are turned off, or null when they are shown. */
export function lastUpdateWarning(history: GitHistory): string | null {
  switch (history) {
    case 'full':
      return null;
    case 'shallow':
      return 'Last-updated dates are off: this is a shallow git clone, so every page would show the date of the latest commit. Fetch the full history (git fetch --unshallow, or fetch-depth: 0 in CI) to show them.';
    case 'missing':
      return 'Last-updated dates are off: the site is not in a git repository (or git is not installed), so the build cannot read when pages changed.';
  }
}
