/** When decorative animations may run: never on 2g, with saveData, or with reduced motion. */
export interface DecorationEnvironment {
  effectiveType?: string;
  saveData?: boolean;
  prefersReducedMotion: boolean;
}

export function decorationsAllowed(env: DecorationEnvironment): boolean {
  if (env.prefersReducedMotion) return false;
  if (env.saveData) return false;
  if (env.effectiveType && env.effectiveType.includes('2g')) return false;
  return true;
}

/** The same rule, read from this browser (Network Information API where it exists, the motion media query). */
export function decorationsAllowedHere(): boolean {
  const {connection} = navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}};
  return decorationsAllowed({
    effectiveType: connection?.effectiveType,
    saveData: connection?.saveData,
    prefersReducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  });
}
