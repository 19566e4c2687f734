import type { ComponentPropsWithRef } from 'react';
import './button.css';

export type TButtonVariant = 'primary' | 'secondary' | 'link';

export interface TButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: TButtonVariant;
  block?: boolean;
}

/** A native button: keyboard and screen-reader behaviour come with it; type defaults to "button". */
export const Button = ({ variant = 'primary', block = false, className, type = 'button', ...props }: TButtonProps) => (
  <button
    type={type}
    className={['button', `button--${variant}`, block ? 'button--block' : '', className ?? ''].filter(Boolean).join(' ')}
    {...props}
  />
);

/** Class names that make a link look like a button (links stay links for navigation semantics). */
export const buttonClassName = (variant: TButtonVariant = 'primary', block = false) =>
  ['button', `button--${variant}`, block ? 'button--block' : ''].filter(Boolean).join(' ');
