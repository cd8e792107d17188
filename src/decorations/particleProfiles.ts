/** Particle presets; a host picks one with `data-particle-profile`. */
export interface ParticleProfile {
  count: number;
  radius: [number, number];
  speed: number;
  linkDistance: number;
}

/** The profile a host gets when it names none, or one that does not exist. */
const CALM: ParticleProfile = {count: 28, radius: [1, 2.5], speed: 0.15, linkDistance: 110};

export const PARTICLE_PROFILES: Record<string, ParticleProfile> = {
  calm: CALM,
  lively: {count: 48, radius: [1, 3], speed: 0.35, linkDistance: 130},
  sparse: {count: 14, radius: [1.5, 3.5], speed: 0.1, linkDistance: 160},
};

export function particleProfile(name: string | undefined): ParticleProfile {
  return (name && PARTICLE_PROFILES[name]) || CALM;
}
