import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import classes from './CornerColumn.module.css';

/** The column's slots, top to bottom. */
export type CornerSlot = 'alerts' | 'batch';

type Slots = Record<CornerSlot, HTMLElement | null>;

const CornerSlotsContext = createContext<Slots | null>(null);

/**
 * Mounted once at the root: renders the fixed column and hands its slots to the floating hosts below it in the tree
 * (see CornerColumn.module.css for why one column).
 */
export function CornerColumnProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<HTMLElement | null>(null);
  const [batch, setBatch] = useState<HTMLElement | null>(null);
  return (
    <CornerSlotsContext.Provider value={{ alerts, batch }}>
      {children}
      <div className={classes.column} data-testid="corner-column">
        <div ref={setAlerts} className={classes.slot} data-corner-slot="alerts" />
        <div ref={setBatch} className={classes.slot} data-corner-slot="batch" />
      </div>
    </CornerSlotsContext.Provider>
  );
}

/**
 * Renders `children` into the column's slot. Without a provider (a host tested alone) they get a column of their own,
 * so a host never depends on being mounted under the root layout.
 */
export function InCorner({ slot, children }: { slot: CornerSlot; children: ReactNode }) {
  const slots = useContext(CornerSlotsContext);
  if (!slots) return createPortal(<div className={classes.column}><div className={classes.slot}>{children}</div></div>, document.body);
  const target = slots[slot];
  return target ? createPortal(children, target) : null;
}
