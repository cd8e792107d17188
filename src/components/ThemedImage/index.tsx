import React, {type ComponentProps} from 'react';
import OriginalThemedImage from '@theme/ThemedImage';
import {ThemedComponent} from '@docusaurus/theme-common';
import {SCREENSHOT_SIZES, screenshotSrcSet} from './srcSet';

type Props = ComponentProps<typeof OriginalThemedImage>;

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
          sizes={SCREENSHOT_SIZES}
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
