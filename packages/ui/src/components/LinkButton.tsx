import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonVariant } from './Button.js';

export interface LinkButtonProps extends LinkProps {
  variant?: ButtonVariant;
}

/** A navigation link that looks like a button (it is still a link for assistive technology). */
export function LinkButton({ variant = 'primary', className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClassName(variant, className)} {...rest} />;
}
