import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Empty.css.ts';

export interface EmptyProps {
  /** Defaults to the kit text "Nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** An illustration or <Icon>; an inbox by default. */
  image?: ReactNode;
  /** E.g. a <Button> to create the first record. */
  actions?: ReactNode;
  data?: DataAttributes;
}

/** What a list shows when it has nothing. */
export function Empty({ title, description, image, actions, data }: EmptyProps) {
  const texts = useKitTexts();
  return (
    <div {...buildDataAttributes(data)} className={styles.empty}>
      <div className={styles.icon}>{image ?? <Icon icon={Inbox} size="display" strokeWidth={1.5} />}</div>
      <p className={styles.title}>{title ?? texts.list.empty}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
