/**
 * Wraps the navbar's dropdowns (Docusaurus 3.7.0: the version and language
 * menus) so that Escape closes an open one and returns focus to its button,
 * as in a menu button. The theme keeps whether the menu is open in its own
 * state, so closing it is remounting it, closed (a few links); focus then
 * goes to the new button. Open is what the theme says to assistive
 * technology: `aria-expanded="true"` on the button. In the phone menu the
 * lists are sections of the menu, which Escape closes as a whole
 * (src/theme/Navbar/MobileSidebar).
 */
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import styles from './styles.module.css';

type Props = WrapperProps<typeof DropdownNavbarItemType>;

const BUTTON = '[aria-haspopup="true"]';

export default function DropdownNavbarItemWrapper(props: Props): ReactNode {
  const [closings, setClosings] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (closings > 0) boxRef.current?.querySelector<HTMLElement>(BUTTON)?.focus();
  }, [closings]);

  if (props.mobile) return <DropdownNavbarItem {...props} />;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    if (!boxRef.current?.querySelector(`${BUTTON}[aria-expanded="true"]`)) return;
    event.preventDefault();
    setClosings((n) => n + 1);
  };
  return (
    <div ref={boxRef} className={styles.box} onKeyDown={onKeyDown}>
      <DropdownNavbarItem key={closings} {...props} />
    </div>
  );
}
