import type { MouseEvent, ReactNode } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import type { ButtonSize, ButtonVariant } from './buttonVariants.ts';
import * as styles from './Button.css.ts';

export interface ButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width: the primary action at the bottom of a form. */
  block?: boolean;
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  /** Shows a spinner and ignores presses, e.g. while a request is under way. */
  loading?: boolean;
  /** Announced instead of the children while loading, e.g. "Sending…". */
  loadingLabel?: string;
  icon?: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  form?: string;
  /** E.g. so that a form can move the focus to it (Upload's "choose a photo" when the photo is missing). */
  id?: string;
  /** Ids of texts that describe the button (aria-describedby), e.g. an error it can fix. */
  describedBy?: string;
  data?: DataAttributes;
}

/**
 * The kit's button. Disabled and loading buttons stay focusable (aria-disabled) so that
 * screen-reader users can still find them and hear why nothing happens.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  block = false,
  type = 'button',
  disabled = false,
  loading = false,
  loadingLabel,
  icon,
  onClick,
  form,
  id,
  describedBy,
  data,
}: ButtonProps) {
  const inert = disabled || loading;
  return (
    <button
      {...buildDataAttributes(data)}
      id={id}
      type={type}
      form={form}
      aria-describedby={describedBy}
      className={styles.button}
      data-variant={variant}
      data-size={size}
      data-block={block}
      data-loading={loading}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
