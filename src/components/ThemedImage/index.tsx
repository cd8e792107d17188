import React, {type ComponentProps} from 'react';
import OriginalThemedImage from '@theme/ThemedImage';
import {ThemedComponent} from '@docusaurus/theme-common';

type Props = ComponentProps<typeof OriginalThemedImage>;

/** Widths that `npm run screenshots` writes besides the full 1440 px shot (scripts/screenshots.ts). */
const SCREENSHOT_WIDTHS = [640, 960] as const;
const SCREENSHOT = /^(\/img\/screenshots\/.+)\.webp$/;

/**
 * The doc column is about 850 px wide from 1440 px up, the viewport minus the
 * sidebar and table of contents on a desktop, and the full width on a phone.
 */
const SIZES = '(min-width: 1440px) 850px, (min-width: 997px) 60vw, 100vw';

function screenshotSrcSet(src: string): string | undefined {
  const match = SCREENSHOT.exec(src);
  if (!match) return undefined;
  return [...SCREENSHOT_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`), `${src} 1440w`].join(', ');
}

/**
 * Docusaurus' ThemedImage, plus a per-theme srcset for the admin screenshots
 * (/img/screenshots/*.webp), so a phone downloads the 640 px file and a desktop
 * the 960 or 1440 px one. Other images render exactly as the original does.
 */
export default function ThemedImage(props: Props): React.JSX.Element {
  const {sources, className, alt, style, ...rest} = props;
  if (!screenshotSrcSet(sources.light) || !screenshotSrcSet(sources.dark)) {
    return <OriginalThemedImage {...props} />;
  }
  return (
    <ThemedComponent className={className}>
      {({theme, className: themeClassName}) => (
        <img
          src={sources[theme]}
          srcSet={screenshotSrcSet(sources[theme])}
          sizes={SIZES}
          alt={alt}
          className={themeClassName}
          decoding="async"
          // With width and height set, height:auto keeps the ratio when max-width shrinks the image.
          style={{height: 'auto', ...style}}
          {...rest}
        />
      )}
    </ThemedComponent>
  );
}
