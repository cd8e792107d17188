/**
 * A link to a search result that navigates client-side like Docusaurus Link
 * but does not prefetch: a list of results would otherwise fetch the code
 * of every page it shows.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {isPlainLeftClick} from '../../../lib/clicks';

type ResultLinkProps = Omit<ComponentProps<'a'>, 'href'> & {to: string; onNavigate?: () => void};

export default function ResultLink({to, onNavigate, onClick, children, ...rest}: ResultLinkProps): ReactNode {
  const history = useHistory();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate?.();
        history.push(to);
      }}>
      {children}
    </a>
  );
}
