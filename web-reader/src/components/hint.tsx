import type { ReactNode } from 'react';
import classes from './hint.module.css';

/**
 * A CSS-only tooltip shown on hover and keyboard focus. Mantine's Tooltip would bring a
 * positioning engine into the first download for a few words; the controls it labels always
 * carry their own aria-label, so the hint is visual only.
 */
export function Hint({
  label,
  placement = 'bottom',
  align = 'center',
  className,
  lang,
  children,
}: {
  label: string;
  /** The label's language, when it is not the page's (an admin's text). */
  lang?: string;
  className?: string;
  placement?: 'top' | 'bottom' | 'inside';
  /** 'end' keeps the hint of a control at the right edge of the page inside the page. */
  align?: 'center' | 'end';
  children: ReactNode;
}) {
  return (
    <span
      className={className ? `${classes.hint} ${className}` : classes.hint}
      data-hint={label}
      data-placement={placement}
      data-align={align}
      lang={lang}
    >
      {children}
    </span>
  );
}
