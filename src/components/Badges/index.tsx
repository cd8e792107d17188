import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type BadgeVariant = 'new' | 'updated' | 'alpha' | 'beta' | 'enterprise' | 'cloud' | 'feature-flag' | 'version';

interface BadgeProps {
  variant: BadgeVariant;
  children: ReactNode;
  /** Longer text for assistive technology and the tooltip. */
  title?: string;
}

/** A small inline label: availability (plan, flag) or status (new, beta). */
export function Badge({variant, children, title}: BadgeProps) {
  return (
    <span className={clsx(styles.badge, styles[variant.replace('-', '')])} title={title}>
      {children}
      {title ? <span className="sr-only">{` (${title})`}</span> : null}
    </span>
  );
}

export const NewBadge = () => <Badge variant="new">New</Badge>;
export const UpdatedBadge = () => <Badge variant="updated">Updated</Badge>;
export const AlphaBadge = () => (
  <Badge variant="alpha" title="Alpha: may change without notice">
    Alpha
  </Badge>
);
export const BetaBadge = () => (
  <Badge variant="beta" title="Beta: may change before it is stable">
    Beta
  </Badge>
);
export const EnterpriseBadge = () => (
  <Badge variant="enterprise" title="Available with a Strapi Enterprise licence">
    Enterprise
  </Badge>
);
export const CloudDevBadge = () => (
  <Badge variant="cloud" title="Available on the Strapi Cloud Developer plan and above">
    Cloud Developer
  </Badge>
);
export const CloudProBadge = () => (
  <Badge variant="cloud" title="Available on the Strapi Cloud Pro plan and above">
    Cloud Pro
  </Badge>
);
export const CloudTeamBadge = () => (
  <Badge variant="cloud" title="Available on the Strapi Cloud Team plan">
    Cloud Team
  </Badge>
);
export const FeatureFlagBadge = ({feature}: {feature: string}) => (
  <Badge variant="feature-flag" title={`Needs the feature flag ${feature} in config/features`}>
    Feature flag
  </Badge>
);
export const VersionBadge = ({version}: {version: string}) => (
  <Badge variant="version" title={`Available since Strapi ${version}`}>
    {`v${version}+`}
  </Badge>
);
