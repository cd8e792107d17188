/** Particle presets; a host picks one with `data-particle-profile`. */
export interface ParticleProfile {
  count: number;
  radius: [number, number];
  speed: number;
  linkDistance: number;
}

export const PARTICLE_PROFILES = {
  /** Behind the landing page's hero. */
  calm: {count: 28, radius: [1, 2.5], speed: 0.15, linkDistance: 110},
  /** Behind the start page's heading: fewer, slower dots, since the heading block is small. */
  sparse: {count: 14, radius: [1.5, 3.5], speed: 0.1, linkDistance: 160},
} satisfies Record<string, ParticleProfile>;

type ParticleProfileName = keyof typeof PARTICLE_PROFILES;

function isParticleProfileName(name: string): name is ParticleProfileName {
  return Object.prototype.hasOwnProperty.call(PARTICLE_PROFILES, name);
}

/** The named profile; `calm` for a missing or unknown name. */
export function particleProfile(name: string | undefined): ParticleProfile {
  return PARTICLE_PROFILES[name !== undefined && isParticleProfileName(name) ? name : 'calm'];
}
