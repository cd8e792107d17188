// Wrapped so that the "system" choice is remembered: Docusaurus forgets the choice for system, and the site
// starts light when nothing is remembered (src/lib/earlyScripts.ts). The toggle cycles light, dark, system.
import React, {type ReactNode} from 'react';
import OriginalColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {Props} from '@theme/ColorModeToggle';
import {localStorageOrNull} from '@site/src/lib/browserStorage';
import {COLOR_MODE_SYSTEM_KEY, COLOR_MODE_SYSTEM_VALUE} from '@site/src/lib/earlyScripts';

// @theme-original/* is typed `any`; it is the theme's own ColorModeToggle.
const ColorModeToggle = OriginalColorModeToggle as typeof ColorModeToggleType;

function rememberSystemChoice(system: boolean): void {
  try {
    const storage = localStorageOrNull();
    if (system) storage?.setItem(COLOR_MODE_SYSTEM_KEY, COLOR_MODE_SYSTEM_VALUE);
    else storage?.removeItem(COLOR_MODE_SYSTEM_KEY);
  } catch {
    // Storage refused the write (quota, privacy mode): the choice holds for this page only.
  }
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  return (
    <ColorModeToggle
      {...props}
      onChange={(choice) => {
        rememberSystemChoice(choice === null);
        props.onChange(choice);
      }}
    />
  );
}
