import { NavLink } from '@mantine/core';
import type { ReactNode } from 'react';

/** Spec 001 §2 "Shell: side menu": a submenu is offset 64 px to the left edge and 8 px up. */
export const submenuOffset = { left: 64, up: 8 } as const;

/** A group of the side menu (for example the card group), open by default, with its submenu. */
export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <NavLink
      label={label}
      defaultOpened
      childrenOffset={submenuOffset.left}
      styles={{ children: { paddingInlineStart: submenuOffset.left, marginTop: -submenuOffset.up } }}
      data-testid="menu-group"
    >
      {children}
    </NavLink>
  );
}
