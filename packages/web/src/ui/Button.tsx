import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { button, type ButtonVariants } from '../design/recipes.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  NonNullable<ButtonVariants> & {
    /** Renders the child (a link) with button styles instead of a <button>. */
    asChild?: boolean;
  };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, asChild = false, className, type, ...props },
  ref,
) {
  const classes = [button({ tone, size }), className].filter(Boolean).join(' ');
  if (asChild) return <Slot.Root ref={ref} className={classes} {...props} />;
  return <button ref={ref} type={type ?? 'button'} className={classes} {...props} />;
});
